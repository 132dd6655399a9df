/** Reads tokens.css: each custom property's value in the light and in the dark theme. */
export type Theme = 'light' | 'dark';
export type ThemeTokens = Record<Theme, Record<string, string>>;

const LIGHT_DARK = /^light-dark\((.+)\)$/;

/** Splits `a, b` at the top-level comma (colours such as `rgb(0 0 0 / 5%)` keep theirs). */
function splitPair(inner: string): [string, string] {
  let depth = 0;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) return [inner.slice(0, index).trim(), inner.slice(index + 1).trim()];
  }
  throw new Error(`light-dark() needs two colours: ${inner}`);
}

export function parseThemeTokens(css: string): ThemeTokens {
  const tokens: ThemeTokens = { light: {}, dark: {} };
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, name, raw] of withoutComments.matchAll(/(--laurel-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    const value = raw!.trim();
    const pair = LIGHT_DARK.exec(value);
    const [light, dark] = pair ? splitPair(pair[1]!) : [value, value];
    tokens.light[name!] = light;
    tokens.dark[name!] = dark;
  }
  return tokens;
}
