import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

/** The gallery tab's upload notices (spec §8), in the reader's language. */
describe('gallery tab: upload failures', () => {
  const openDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'मीडिया जोड़ें' }));
    return screen.getByLabelText('फ़ोटो या वीडियो अपलोड करें');
  };

  it("says 'Failed to get upload URL' in Hindi when step 1 fails, with no progress left behind", async () => {
    const asked: string[] = [];
    stubFetch({
      '/api/admin/gallery': (_init: unknown, url: URL) => pageOf([], url),
      'POST /api/admin/gallery/upload': (init: { body?: string }) => {
        asked.push(String(init.body));
        return { status: 500, body: { error: 'boom' } };
      },
    });
    const shell = renderAdmin('hi', '/admin?tab=gallery');
    expect(await screen.findByText('कोई मीडिया नहीं मिला')).toBeInTheDocument();
    const picker = await openDialog();
    await userEvent.upload(picker, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rally.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'अपलोड विफल रहा', description: 'अपलोड URL प्राप्त नहीं हो सका', variant: 'destructive' })),
    );
    expect(JSON.parse(asked[0]!)).toEqual({ fileName: 'rally.png', fileSize: 4, contentType: 'image/png' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file over 50 MB before any call, with the spec text', async () => {
    const calls: string[] = [];
    stubFetch({
      '/api/admin/gallery': (_init: unknown, url: URL) => pageOf([], url),
      'POST /api/admin/gallery/upload': () => {
        calls.push('upload');
        return { status: 200, body: { uploadURL: '/api/uploads/x' } };
      },
    });
    const shell = renderAdmin('hi', '/admin?tab=gallery');
    const picker = await openDialog();
    const big = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await userEvent.upload(picker, big);
    await waitFor(() => expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'फ़ाइल का आकार 50MB से कम होना चाहिए' })));
    expect(calls).toEqual([]);
  });
});
