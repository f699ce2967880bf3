import { screen } from '@testing-library/react';
import type { GalleryItem, PublicEvent } from '@cc/types';
import { renderRemote } from '../../../test/render-remote';
import { events, gallery } from '../../../test/fixtures';
import { stubFetch } from '../../../test/stub-fetch';

// The seeded categories a new user met as raw codes.
const seeded: PublicEvent[] = [
  { ...events[0]!, id: 11, category: 'inauguration' },
  { ...events[0]!, id: 12, category: 'conference' },
  { ...events[0]!, id: 13, category: 'rally' },
];
const works: GalleryItem[] = [{ ...gallery[0]!, id: 21, category: 'public-works' }];

describe('category codes are shown as words in the chosen language', () => {
  it.each([
    ['en', ['Inauguration', 'Conference', 'Rally']],
    ['hi', ['उद्घाटन', 'सम्मेलन', 'रैली']],
  ] as const)('event categories in %s', async (language, labels) => {
    stubFetch({ '/api/public/events': seeded });
    renderRemote({ path: '/events', language });
    for (const label of labels) expect(await screen.findByText(label)).toBeInTheDocument();
    for (const code of ['inauguration', 'conference', 'rally']) expect(screen.queryByText(code)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Public Works'],
    ['hi', 'लोक निर्माण कार्य'],
  ] as const)('gallery categories in %s', async (language, label) => {
    stubFetch({ '/api/public/gallery': works });
    renderRemote({ path: '/gallery', language });
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByText('public-works')).not.toBeInTheDocument();
  });
});
