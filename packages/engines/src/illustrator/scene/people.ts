import type { PersonRole, ScenePerson, StoryCharacterInput } from '../../types.ts';

/** How each role is drawn: an age (it sets the body), a default gender and the words that dress it. */
const ROLES: Record<PersonRole, { age: number; gender: 'male' | 'female'; description: string }> = {
  mother: { age: 34, gender: 'female', description: 'a mother' },
  father: { age: 38, gender: 'male', description: 'a father' },
  grandmother: { age: 70, gender: 'female', description: 'a grandmother in a soft headscarf' },
  grandfather: { age: 72, gender: 'male', description: 'a grandfather' },
  aunt: { age: 30, gender: 'female', description: 'an aunt' },
  uncle: { age: 34, gender: 'male', description: 'an uncle' },
  teacher: { age: 30, gender: 'female', description: 'a teacher' },
  doctor: { age: 40, gender: 'female', description: 'a doctor in a white coat' },
  dentist: { age: 40, gender: 'male', description: 'a dentist in a white coat' },
  neighbour: { age: 45, gender: 'female', description: 'a kind neighbour' },
  baker: { age: 45, gender: 'male', description: 'a baker' },
  seller: { age: 62, gender: 'male', description: 'an old lantern seller' },
  shepherd: { age: 50, gender: 'male', description: 'a shepherd' },
  baby: { age: 1, gender: 'male', description: 'a baby' },
};

/**
 * A page's grown-up or baby as a character to draw. The name is the role, so the same Grandma is
 * drawn alike on every page of every story.
 */
export function personCharacter(person: ScenePerson): StoryCharacterInput {
  const role = ROLES[person.role];
  const gender = person.gender ?? role.gender;
  return {
    name: `the ${person.role}`,
    type: 'human',
    gender,
    age: role.age,
    description: role.description,
  };
}
