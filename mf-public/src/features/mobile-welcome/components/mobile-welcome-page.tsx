import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { browserStorage, usePublicEvents, usePublicGallery, usePublicSocialPosts } from '@cc/api-client';
import type { Language } from '@cc/types';
import { PageTitle, useRemoteProps, LanguageToggle, EmptyState, ErrorState, LoadingState, ThemeToggle } from '@cc/ui/remote';
import { MediaThumb } from '../../../shared/components/media-thumb';
import { formatDate, localized } from '@cc/i18n';
import { PreviewCard } from './preview-card';
import styles from './mobile-welcome-page.module.css';

// Spec §9: landing previews show 3 items; social previews cut at 40 characters.
const PREVIEW_COUNT = 3;
const SOCIAL_PREVIEW_CHARS = 40;

function excerpt(text: string | null, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

export function MobileWelcomePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { shell } = useRemoteProps();
  const events = usePublicEvents();
  const gallery = usePublicGallery();
  const posts = usePublicSocialPosts();

  const proceed = () => {
    // Spec §2: proceeding forgets whoever used this device before.
    browserStorage.setMobileUser(null);
    browserStorage.setRememberedUser(null);
    shell.navigate('/login');
  };

  return (
    <div className={styles.page}>
      <PageTitle page={t('welcome.title')} />
      <header className={styles.header}>
        <LanguageToggle />
        <ThemeToggle />
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="welcome-title">
          <div className={styles.photo} aria-hidden="true">
            <svg width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
            </svg>
          </div>
          <h1 id="welcome-title">{t('welcome.title')}</h1>
          <p>{t('welcome.text')}</p>
          <button type="button" className={styles.proceed} onClick={proceed}>
            {t('welcome.proceed')}
          </button>
        </section>

        <PreviewCard titleId="welcome-events" title={t('welcome.events')} seeAllTo="/events" seeAllLabel={t('welcome.seeAll')}>
          {events.isPending ? (
            <LoadingState />
          ) : events.isError ? (
            <ErrorState onRetry={() => void events.refetch()} />
          ) : events.data.length === 0 ? (
            <EmptyState>{t('events.empty')}</EmptyState>
          ) : (
            <ul className={styles.list}>
              {events.data.slice(0, PREVIEW_COUNT).map((event) => (
                <li key={event.id}>
                  <strong>{localized(language, event.title, event.titleHi)}</strong>
                  <time dateTime={event.eventDate}>{formatDate(event.eventDate, language)}</time>
                </li>
              ))}
            </ul>
          )}
        </PreviewCard>

        <PreviewCard titleId="welcome-gallery" title={t('welcome.gallery')} seeAllTo="/gallery" seeAllLabel={t('welcome.seeAll')}>
          {gallery.isPending ? (
            <LoadingState />
          ) : gallery.isError ? (
            <ErrorState onRetry={() => void gallery.refetch()} />
          ) : gallery.data.length === 0 ? (
            <EmptyState>{t('gallery.empty')}</EmptyState>
          ) : (
            <ul className={styles.thumbs}>
              {gallery.data.slice(0, PREVIEW_COUNT).map((item) => (
                <li key={item.id}>
                  <MediaThumb
                    src={item.mediaType === 'video' ? item.thumbnailUrl : (item.thumbnailUrl ?? item.mediaUrl)}
                    mediaType="image"
                    alt={localized(language, item.title, item.titleHi)}
                    unavailableLabel={t('gallery.mediaUnavailable')}
                  />
                </li>
              ))}
            </ul>
          )}
        </PreviewCard>

        <PreviewCard titleId="welcome-social" title={t('welcome.social')} seeAllTo="/social" seeAllLabel={t('welcome.seeAll')}>
          {posts.isPending ? (
            <LoadingState />
          ) : posts.isError ? (
            <ErrorState onRetry={() => void posts.refetch()} />
          ) : posts.data.length === 0 ? (
            <EmptyState>{t('social.empty')}</EmptyState>
          ) : (
            <ul className={styles.list}>
              {posts.data.slice(0, PREVIEW_COUNT).map((post) => (
                <li key={post.id}>
                  <strong>{t(`social.platforms.${post.platform}`, { defaultValue: post.platform })}</strong>
                  <span>{excerpt(post.content, SOCIAL_PREVIEW_CHARS)}</span>
                </li>
              ))}
            </ul>
          )}
        </PreviewCard>

        <section className={styles.newRequest} aria-labelledby="welcome-new-request">
          <h2 id="welcome-new-request">{t('welcome.newRequest')}</h2>
          <p>{t('welcome.newRequestText')}</p>
          <Link to="/submit-request" className={styles.proceed}>
            {t('welcome.newRequest')}
          </Link>
        </section>
      </main>
    </div>
  );
}
