import { act, screen, waitFor, within } from '@testing-library/react';
import { NAV_ITEMS } from '@laurel/shared';
import navigation from '../locales/en/navigation.json';
import { NavItems } from './NavItems';
import { currentPath, fullNavSubject, renderChrome, resetChromeStores } from './testing/render-chrome';
import { removeLayoutStubs, stubNavLayout } from './testing/stub-layout';

// Every item there is, whatever the permission rules of the day let a subject see.
const ITEMS = NAV_ITEMS;
const itemAt = (index: number) => {
  const item = ITEMS.at(index);
  if (!item) throw new Error(`No nav item at ${index}`);
  return item;
};
const labelOf = (id: string) => navigation.nav[id as keyof typeof navigation.nav];
const LABELS = ITEMS.map((item) => labelOf(item.id));

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const shownLinks = () =>
  within(nav())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const moreButton = () => within(nav()).queryByRole('button', { name: 'More' });

/** More once someone reached for it (focus), its menu's code has loaded and Radix owns the trigger. */
async function loadedMore() {
  act(() => moreButton()?.focus());
  await waitFor(() => expect(moreButton()).toHaveAttribute('data-state', 'closed'));
  return moreButton() as HTMLElement;
}

function renderNav(url = '/') {
  return renderChrome(<NavItems subject={fullNavSubject()} items={ITEMS} />, { url });
}

// 6 items of 80 px and More of 70 px, no gap (jsdom has no CSS): 300 px hold 2 items and More.
const NARROW = { navWidthPx: 300, itemWidthPx: 80, moreWidthPx: 70 };
const FITTING = 2;

describe('NavItems', () => {
  beforeEach(resetChromeStores);
  afterEach(removeLayoutStubs);

  it('shows every item it is given, in order, and no More when they fit', () => {
    stubNavLayout({ ...NARROW, navWidthPx: 80 * ITEMS.length });
    renderNav();
    expect(shownLinks()).toEqual(LABELS);
    expect(moreButton()).not.toBeInTheDocument();
  });

  it("starts loading a page's remote when the pointer is over its link or the link has focus", async () => {
    const { user, loader } = renderNav();
    await user.hover(screen.getByRole('link', { name: labelOf('rewards') }));
    expect(loader.load).toHaveBeenCalledWith('rewards');
    await user.tab();
    expect(loader.load).toHaveBeenCalledWith('recognition');
    await user.hover(screen.getByRole('link', { name: labelOf('rewards') }));
    expect(loader.load.mock.calls.filter(([id]) => id === 'rewards')).toHaveLength(1);
  });

  it('shows every item where nothing can be measured', () => {
    renderNav();
    expect(shownLinks()).toEqual(LABELS);
  });

  it('opens the menu when its code arrives if More was pressed before', async () => {
    stubNavLayout(NARROW);
    const { user } = renderNav();
    const placeholder = moreButton();
    expect(placeholder).not.toHaveAttribute('data-state');
    await user.click(placeholder as HTMLElement);
    const menu = await screen.findByRole('menu', { name: 'More' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(ITEMS.length - FITTING);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  });

  it("fetches none of the menu's code for a bar that overflows until someone reaches for More", async () => {
    stubNavLayout(NARROW);
    renderNav();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(moreButton()).toBeInTheDocument();
    expect(moreButton()).not.toHaveAttribute('data-state');
  });

  it('keeps focus on More when its code arrives while the stand-in had it', async () => {
    stubNavLayout(NARROW);
    renderNav();
    moreButton()?.focus();
    const loaded = await loadedMore();
    expect(loaded).toHaveFocus();
  });

  it('keeps the leading items that fit and puts the rest under More', async () => {
    stubNavLayout(NARROW);
    renderNav();
    expect(shownLinks()).toEqual(LABELS.slice(0, FITTING));
    const more = await within(nav()).findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps every item in the page, the hidden ones marked hidden, so the list of what the person may see stays whole', () => {
    stubNavLayout(NARROW);
    renderNav();
    const all = nav().querySelectorAll('[data-nav-item]');
    expect(Array.from(all, (link) => link.getAttribute('data-nav-item'))).toEqual(ITEMS.map((item) => item.id));
    expect(Array.from(all, (link) => link.hasAttribute('hidden'))).toEqual(ITEMS.map((_, index) => index >= FITTING));
  });

  it('opens More from the keyboard with the items that did not fit, and Enter on one goes to its page', async () => {
    stubNavLayout(NARROW);
    const { user } = renderNav();
    const more = await loadedMore();
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More' });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(LABELS.slice(FITTING));
    expect(entries[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entries[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe(itemAt(FITTING + 1).path);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes More with Escape and gives the focus back to it', async () => {
    stubNavLayout(NARROW);
    const { user } = renderNav();
    const more = await loadedMore();
    more.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('marks More, and the entry inside it, when the current page is one of the items under it', async () => {
    stubNavLayout(NARROW);
    const last = itemAt(-1);
    const { user } = renderNav(last.path);
    const more = await loadedMore();
    expect(more).toHaveAttribute('data-holds-current', 'true');
    more.focus();
    await user.keyboard('{Enter}');
    const current = within(await screen.findByRole('menu')).getByRole('menuitem', { name: labelOf(last.id) });
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark More while the current page is a shown item', async () => {
    stubNavLayout(NARROW);
    renderNav(itemAt(0).path);
    expect(await within(nav()).findByRole('button', { name: 'More' })).not.toHaveAttribute('data-holds-current');
  });

  it('recounts when the bar is resized', async () => {
    const layout = stubNavLayout(NARROW);
    renderNav();
    expect(await within(nav()).findByRole('button', { name: 'More' })).toBeInTheDocument();
    layout.resize(80 * ITEMS.length);
    expect(shownLinks()).toEqual(LABELS);
    expect(moreButton()).not.toBeInTheDocument();
    layout.resize(NARROW.moreWidthPx);
    expect(shownLinks()).toEqual([]);
    expect(moreButton()).toBeInTheDocument();
  });
});
