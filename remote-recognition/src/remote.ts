import { ACHIEVE_POLICY, defineWidget, withI18n, type RemoteModule } from '@laurel/shared';
import { HASHTAG_PAGE_POLICY, USER_PROFILE_POLICY } from '@laurel/shared/recognition';
import { i18n } from './i18n';
import { FeedPage } from './pages/FeedPage';
import { BonusPage } from './pages/BonusPage';
import { lazyPage } from '@laurel/shared/lazy-page';
import { GiveRecognitionWidget } from './give/components/GiveRecognitionWidget';
import { keepFeedCurrent } from './feed/keep-feed-current';
import { AwardsBannerSlot } from './awards/components/AwardsBannerSlot';

keepFeedCurrent();

// Only the feed is in /'s first paint; these pages (and their English) load when first opened.
const UserProfilePage = lazyPage(() => import('./pages/UserProfilePage').then((module) => module.UserProfilePage));
const HashtagPage = lazyPage(() => import('./pages/HashtagPage').then((module) => module.HashtagPage));
const WidgetPage = lazyPage(() => import('./pages/WidgetPage').then((module) => module.WidgetPage));
const ProfileSettingsPage = lazyPage(() =>
  import('./profile-settings/components/ProfileSettingsPage').then((module) => module.ProfileSettingsPage),
);
// Feedback (issue 18 item 3): its forms, lists and dictation load with the page only.
const FeedbackPage = lazyPage(() => import('./pages/FeedbackPage').then((module) => module.FeedbackPage));
const BookmarksPage = lazyPage(() => import('./pages/BookmarksPage').then((module) => module.BookmarksPage));

const remote: RemoteModule = {
  id: 'recognition',
  contractVersion: 2,
  routes: [
    { path: '/', Component: withI18n(i18n, FeedPage) },
    { path: '/bonuses/:id', Component: withI18n(i18n, BonusPage) },
    { path: '/company/users/:id', policy: USER_PROFILE_POLICY, Component: withI18n(i18n, UserProfilePage) },
    { path: '/company/hashtags/:tag', policy: HASHTAG_PAGE_POLICY, Component: withI18n(i18n, HashtagPage) },
    { path: '/bookmark', Component: withI18n(i18n, BookmarksPage) },
    { path: '/feedback', policy: ACHIEVE_POLICY, Component: withI18n(i18n, FeedbackPage) },
    { path: '/users/edit', Component: withI18n(i18n, ProfileSettingsPage) },
    { path: '/widget', Component: withI18n(i18n, WidgetPage) },
  ],
  widgets: [
    defineWidget('give-recognition', withI18n(i18n, GiveRecognitionWidget)),
    defineWidget('awards-banner', withI18n(i18n, AwardsBannerSlot)),
  ],
};

export default remote;
