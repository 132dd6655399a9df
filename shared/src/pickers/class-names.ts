/** Joins the class names that apply; CSS Module lookups may be undefined. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
