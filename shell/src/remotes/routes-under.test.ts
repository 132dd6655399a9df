import { routesUnder } from './routes-under';

const Page = () => null;
const routes = ['/rewards', '/rewards/:id', '/rewardsish', '/admin/rewards/catalog'].map((path) => ({
  path,
  Component: Page,
}));

describe('routesUnder', () => {
  it('keeps the routes below the mount, relative to it, with the base as the index', () => {
    expect(routesUnder('/rewards', routes).map((route) => route.path)).toEqual(['', ':id']);
  });

  it('keeps a nested admin mount apart from its parent prefix', () => {
    expect(routesUnder('/admin/rewards', routes).map((route) => route.path)).toEqual(['catalog']);
  });

  it('keeps every route below the root', () => {
    expect(routesUnder('/', routes)).toHaveLength(routes.length);
  });
});
