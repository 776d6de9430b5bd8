/**
 * What an API process takes from the engines without loading one: the public copy's name swaps,
 * a child's avatar as SVG. The engines themselves (`./load`) load only
 * in the processes and at the moment they are used.
 */
export {
  publicCopyOf,
  chooseReplacements,
  replaceNames,
  type StoryTexts,
  type ChosenSwap,
  type NameForms,
  type NameSwap,
} from './public-copy/public-copy.ts';
export { composeAvatar } from './illustrator/compose/compose-portrait.ts';
