import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardTab } from './dashboard-tab';
import { EventsTab, GalleryTab, SocialTab } from './public-content-tabs';
import styles from './web-dashboard.module.css';

const TABS = [
  { id: 'dashboard', label: 'web.dashboard', Panel: DashboardTab },
  { id: 'events', label: 'web.events', Panel: EventsTab },
  { id: 'gallery', label: 'web.gallery', Panel: GalleryTab },
  { id: 'social', label: 'web.social', Panel: SocialTab },
] as const;

/** Spec §2 web variant: tabs Dashboard, Events, Gallery, Social Media (WAI-ARIA tabs, arrow keys move). */
export function WebDashboard() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -active, End: TABS.length - 1 - active };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (active + move + TABS.length) % TABS.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  const { Panel } = TABS[active]!;
  return (
    <div className={styles.web}>
      <div role="tablist" aria-label={t('web.tabsLabel')} className={styles.tabs}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`cc-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`cc-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`cc-panel-${TABS[active]!.id}`} aria-labelledby={`cc-tab-${TABS[active]!.id}`} className={styles.panel}>
        <Panel />
      </div>
    </div>
  );
}
