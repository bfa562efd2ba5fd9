import { clsx, type ClassValue } from 'clsx';

/** Joins conditional class names. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
