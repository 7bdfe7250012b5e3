// Joins class names, dropping falsy ones (a thin name for clsx, used by every component).
import { clsx, type ClassValue } from 'clsx';

export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
