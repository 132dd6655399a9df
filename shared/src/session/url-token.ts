export const JWT_QUERY_PARAM = 'jwt';

export type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash'>;

export function readJwtParam(location: LocationLike): string | null {
  return new URLSearchParams(location.search).get(JWT_QUERY_PARAM) || null;
}

/** Path, query and hash of `location` without the `jwt` parameter, so the token never lands in history or logs. */
export function pathWithoutJwt(location: LocationLike): string {
  const params = new URLSearchParams(location.search);
  params.delete(JWT_QUERY_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
