import { defineWidget, withI18n, type RemoteModule } from '@laurel/shared';
import { i18n } from './i18n';
import { FeedPage } from './pages/FeedPage';
import { BonusPage } from './pages/BonusPage';
import { WidgetPage } from './pages/WidgetPage';
import { GiveRecognitionWidget } from './give/components/GiveRecognitionWidget';
import { keepFeedCurrent } from './feed/keep-feed-current';

keepFeedCurrent();

const remote: RemoteModule = {
  id: 'recognition',
  contractVersion: 2,
  routes: [
    { path: '/', Component: withI18n(i18n, FeedPage) },
    { path: '/bonuses/:id', Component: withI18n(i18n, BonusPage) },
    { path: '/widget', Component: withI18n(i18n, WidgetPage) },
  ],
  widgets: [defineWidget('give-recognition', withI18n(i18n, GiveRecognitionWidget))],
};

export default remote;
