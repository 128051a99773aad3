import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting utilities (tailwind-merge did, at the cost of building its
 * class map on the landing page's critical path): components offer variants instead of overridable classes, and
 * callers only add classes that do not fight the component's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
