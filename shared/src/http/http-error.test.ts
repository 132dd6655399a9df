import { HTTP_STATUS_LABELS, HttpError, retryAfterSecondsOf } from './http-error';

const textResponse = (status: number, text: string) => ({ status, text: async () => text });

describe('HttpError', () => {
  it.each([
    [200, 'OK'],
    [201, 'Created'],
    [202, 'Accepted'],
    [204, 'No Content'],
    [301, 'Moved Permanently'],
    [302, 'Found'],
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [409, 'Conflict'],
    [500, 'Internal Server Error'],
  ])('labels %i as %s', (status, label) => {
    const error = new HttpError(status);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.status).toBe(status);
    expect(error.label).toBe(label);
    expect(error.message).toBe(`HTTP error status: ${label}`);
  });

  it('knows exactly the statuses of the catalogue', () => {
    expect(Object.keys(HTTP_STATUS_LABELS)).toHaveLength(12);
  });

  it.each([422, 418, 503, 0])('reports the unknown status %i as 500, keeping what the server said', (status) => {
    const error = new HttpError(status);
    expect(error.status).toBe(500);
    expect(error.label).toBe('Internal Server Error');
    expect(error.message).toBe('HTTP error status: Internal Server Error');
    expect(error.responseStatus).toBe(status);
  });

  it.each([
    [400, { client: true, server: false, badRequest: true }],
    [401, { client: true, server: false, unauthorized: true }],
    [403, { client: true, server: false, forbidden: true }],
    [404, { client: true, server: false, notFound: true }],
    [409, { client: true, server: false, conflict: true }],
    [500, { client: false, server: true }],
    [200, { client: false, server: false }],
    [302, { client: false, server: false }],
  ])('classifies %i', (status, expected) => {
    const error = new HttpError(status);
    expect({
      client: error.isClientError(),
      server: error.isServerError(),
      badRequest: error.isBadRequest(),
      unauthorized: error.isUnauthorized(),
      forbidden: error.isForbidden(),
      notFound: error.isNotFound(),
      conflict: error.isConflict(),
    }).toEqual({
      badRequest: false,
      unauthorized: false,
      forbidden: false,
      notFound: false,
      conflict: false,
      ...expected,
    });
  });

  it('reads the server message and redirect address from a JSON body', async () => {
    const body = { error: 'forbidden', message: 'Admins only', redirect_url: '/404' };
    const error = await HttpError.fromResponse(textResponse(403, JSON.stringify(body)));
    expect(error.status).toBe(403);
    expect(error.body).toEqual(body);
    expect(error.serverMessage).toBe('Admins only');
    expect(error.redirectUrl).toBe('/404');
  });

  it('keeps a body that is not JSON as text, and copes with none or an unreadable one', async () => {
    const html = await HttpError.fromResponse(textResponse(500, '<h1>Oops</h1>'));
    expect(html.body).toBe('<h1>Oops</h1>');
    expect(html.serverMessage).toBeUndefined();

    expect((await HttpError.fromResponse(textResponse(404, ''))).body).toBeUndefined();

    const unreadable = { status: 409, text: () => Promise.reject(new TypeError('body used')) };
    const error = await HttpError.fromResponse(unreadable);
    expect(error.isConflict()).toBe(true);
    expect(error.body).toBeUndefined();
  });

  it('keeps how long a refusal asks us to wait, given in seconds or as a date', async () => {
    const headers = (value: string) => ({ get: (name: string) => (name === 'Retry-After' ? value : null) });
    const limited = await HttpError.fromResponse({ ...textResponse(429, '{}'), headers: headers('30') });
    expect(limited.retryAfterSeconds).toBe(30);
    expect(limited.responseStatus).toBe(429);
    expect((await HttpError.fromResponse(textResponse(429, '{}'))).retryAfterSeconds).toBeUndefined();
    expect(retryAfterSecondsOf('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10);
    expect(retryAfterSecondsOf('soon')).toBeUndefined();
  });
});
