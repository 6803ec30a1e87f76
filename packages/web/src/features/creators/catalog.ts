/** Texts of the followed creators (docs/product/activity.md §2 followed-creators, §4 followed creators states). */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'creators.intro':
    'Diesen Moderatorinnen und Moderatoren folgen Sie im Shop und in der App. Sie erfahren so zuerst, wann sie live sind.',
  'creators.loadError':
    'Ihre Moderatorinnen und Moderatoren können gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'creators.empty':
    'Sie folgen noch niemandem. Im Shop und in der App können Sie Moderatorinnen und Moderatoren folgen, um keinen Live-Auftritt zu verpassen.',
  'creators.since': 'Sie folgen seit {date}',
  'creators.unfollow': 'Nicht mehr folgen',
  'creators.unfollowLabel': '{name} nicht mehr folgen',
  'creators.unfollowed': 'Sie folgen {name} nicht mehr.',
  'creators.undo': 'Rückgängig',
  'creators.undoLabel': '{name} wieder folgen',
  'creators.refollowed': 'Sie folgen {name} wieder.',
  'creators.failed': 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
