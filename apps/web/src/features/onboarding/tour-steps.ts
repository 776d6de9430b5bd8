import {
  BookHeart,
  Languages,
  MapPin,
  Moon,
  Sparkles,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export const tourSteps = [
  'welcome',
  'character',
  'location',
  'language',
  'features',
  'ready',
] as const;
export type TourStep = (typeof tourSteps)[number];

/** The picture of each step, drawn with the app's icons on the night sky. */
export const tourIcons: Record<TourStep, LucideIcon> = {
  welcome: Moon,
  character: UsersRound,
  location: MapPin,
  language: Languages,
  features: BookHeart,
  ready: Sparkles,
};
