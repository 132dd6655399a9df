export type PathParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /:([A-Za-z_]\w*)/g;

/** `/company/users/:id` with `{ id: 'ada lovelace' }` → `/company/users/ada%20lovelace`; a missing value throws. */
export function fillPath(template: string, params: PathParams = {}): string {
  const [path = '', rest] = splitAtQuery(template);
  const filled = path.replace(PLACEHOLDER, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`The path ${template} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return rest === undefined ? filled : `${filled}${rest}`;
}

/** The path and what follows it from `?` or `#` on. */
function splitAtQuery(href: string): [string, string | undefined] {
  const cut = href.search(/[?#]/);
  return cut === -1 ? [href, undefined] : [href.slice(0, cut), href.slice(cut)];
}
