import {
  Briefcase,
  ChefHat,
  HardHat,
  Headset,
  House,
  PaintRoller,
  Shield,
  Sparkles,
  Sprout,
  Store,
  Truck,
  Warehouse,
  type IconComponent,
} from './icons';

/**
 * The icons named (kebab-case) by the category lists in shared/categories, imported one by one so only
 * these end up in the bundle. An unknown name shows the briefcase.
 */
export const CATEGORY_ICONS: Readonly<Record<string, IconComponent>> = {
  briefcase: Briefcase,
  'chef-hat': ChefHat,
  'hard-hat': HardHat,
  headset: Headset,
  house: House,
  'paint-roller': PaintRoller,
  shield: Shield,
  sparkles: Sparkles,
  sprout: Sprout,
  store: Store,
  truck: Truck,
  warehouse: Warehouse,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = CATEGORY_ICONS[name] ?? Briefcase;
  return <Icon aria-hidden="true" className={className} />;
}
