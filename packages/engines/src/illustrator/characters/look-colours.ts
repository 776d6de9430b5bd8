/**
 * The colours a character's look is chosen from: skin tones, hair, eyes, clothes, scarves,
 * animals' bodies.
 */

export const SKIN = [
  '#f7d9c4',
  '#f0c6a4',
  '#e5b08a',
  '#d39a70',
  '#bd8258',
  '#9c6644',
  '#7c4f35',
  '#5e3a28',
];
export const HAIR = ['#2b2220', '#3b2a22', '#4a3026', '#5c3a28', '#6e4630', '#8c4a2f', '#a86a3c'];
export const GREY = ['#c9c4be', '#e4e0da', '#b5afa8'];
/** A grandparent's knitted cardigan: soft, muted wool colours. */
export const KNITS = ['#8c6d5a', '#7d8aa6', '#a3717f', '#6f8a6a', '#b08f5c', '#8a7fa3'];
export const EYES = ['#3b2a20', '#4a2f20', '#2f4a3a', '#36476b', '#5a3a22'];
export const CLOTHES = [
  '#e85d5d',
  '#f2a541',
  '#4fa3d1',
  '#3d7dca',
  '#6cc3a0',
  '#2e9e8f',
  '#9b6bd3',
  '#e77fb3',
  '#f4c84a',
  '#7fb069',
  '#d9765f',
  '#5b6cc7',
  '#ff8a65',
  '#45b3a3',
];
/** The tones and colours a parent chooses from (`StoryCharacterInput.look`). */
export const CHOSEN_SKIN = {
  light: '#f7d9c4',
  'medium-light': '#e5b08a',
  medium: '#d39a70',
  'medium-dark': '#9c6644',
  dark: '#5e3a28',
} as const;
export const CHOSEN_CLOTHES = {
  blue: '#4fa3d1',
  green: '#6cc3a0',
  red: '#e85d5d',
  yellow: '#f4c84a',
  purple: '#9b6bd3',
} as const;
export const THOBES = ['#f8f6f0', '#efe8d8', '#d6e4ee', '#dcd8cf', '#e8dcc4'];
export const SCARVES = [
  '#b79ce0',
  '#f2a7b8',
  '#7fc8c0',
  '#f4c98a',
  '#9fbfe8',
  '#e8897a',
  '#c1d88a',
  '#d9a3d6',
];

/** Base body colours per species; one is chosen per character. */
export const ANIMAL_BODIES: Record<string, readonly string[]> = {
  camel: ['#dcae6e', '#c9955a', '#e8c48e', '#b98552'],
  falcon: ['#9a6b45', '#7d5a3c', '#b08a5c', '#8c7a6a'],
  bird: ['#4fb3e8', '#7ccf6a', '#f2b134', '#e86a6a', '#f4f1ea'],
  cat: ['#f0a04b', '#9aa0a8', '#3d3a3e', '#f4ede2', '#d9b48c'],
  oryx: ['#f3efe6', '#efe6d6'],
  turtle: ['#7fc06a', '#8fbf5a', '#6fb38a'],
  lion: ['#e8b04a', '#dca048', '#f0c060'],
  horse: ['#f2eee8', '#a0663c', '#6b4a35', '#c0783f', '#3d3335', '#b8b4b0'],
  owl: ['#a9825c', '#c9a27a', '#8a7a6a', '#e9e2d6'],
  rabbit: ['#f4efe8', '#c9a888', '#9a9aa2', '#e8d6c0'],
  fish: ['#ff9a3c', '#4fb3e8', '#f4c430', '#ff7a9a', '#7ad6c0'],
  dog: ['#d9a86c', '#f2eadc', '#8a5a3c', '#3d3a3e', '#c9955a'],
  creature: ['#b98a6a', '#9ec8e8', '#f2b6c6', '#b4d98a', '#c9a8e8', '#f4d08a'],
  genie: ['#5fa8e8', '#45b3a3', '#8e7ad6', '#4f86d6'],
  dragon: ['#6cc36a', '#8e6ad6', '#f08a4b', '#4fb3c8', '#e8606a'],
  unicorn: ['#fbf7ff', '#fde8f2', '#eef4ff'],
  'star-fairy': SKIN,
  moon: ['#fff2b8', '#fbeec9', '#f6f0dc'],
  glow: ['#6fe0c4', '#ff9fd0', '#8fc4ff', '#ffd84d', '#b79cff', '#ffab6b'],
};
