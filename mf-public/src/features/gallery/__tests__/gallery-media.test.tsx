import { fireEvent, screen, within } from '@testing-library/react';
import { renderRemote } from '../../../test/render-remote';
import { gallery } from '../../../test/fixtures';
import { stubFetch } from '../../../test/stub-fetch';

describe('gallery media', () => {
  it('hides an image that fails to load and shows a placeholder icon instead', async () => {
    stubFetch({ '/api/public/gallery': gallery });
    renderRemote({ path: '/gallery', language: 'en' });
    const card = (await screen.findByRole('heading', { name: 'New road inauguration' })).closest('article') as HTMLElement;
    const image = within(card).getByRole('img', { name: 'New road inauguration' });
    expect(image).toHaveAttribute('src', '/uploads/gallery/road-thumb.jpg');

    fireEvent.error(image);

    expect(within(card).queryByRole('img', { name: 'New road inauguration' })).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Media not available' })).toBeInTheDocument();
    expect(within(card).getByText('New road inauguration')).toBeInTheDocument();
  });

  it('shows a video with its type label and falls back the same way when it fails', async () => {
    stubFetch({ '/api/public/gallery': gallery });
    const { container } = renderRemote({ path: '/gallery', language: 'hi' });
    const card = (await screen.findByRole('heading', { name: 'Town hall recording' })).closest('article') as HTMLElement;
    expect(within(card).getByText('वीडियो')).toBeInTheDocument();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/uploads/gallery/townhall.mp4');
    fireEvent.error(video);
    expect(container.querySelector('video')).toBeNull();
    expect(within(card).getByRole('img', { name: 'मीडिया उपलब्ध नहीं है' })).toBeInTheDocument();
  });
});
