import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@cc/api-client/testing';
import { aRequest } from '@cc/types/testing';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { TemplatePicker } from '../template-picker';

const template = (id: number, content: string, contentHi: string) => ({ id, category: 'camp', title: `T${id}`, titleHi: `टी${id}`, content, contentHi, language: 'both' });
const templates = [
  template(1, 'Dear {{name}}, your request {{requestCode}} will be heard at the camp.', 'प्रिय {{name}}, आपके अनुरोध {{requestCode}} की सुनवाई शिविर में होगी।'),
  template(2, 'Dear {{name}}, the work on {{title}} has started.', 'प्रिय {{name}}, {{title}} पर कार्य शुरू हो गया है।'),
];

async function pick(value: string) {
  const picker = await screen.findByLabelText(/^(Response template|उत्तर टेम्पलेट)/);
  await waitFor(() => expect(picker).toBeEnabled());
  fireEvent.change(picker, { target: { value } });
  return picker;
}

describe('the response template picker', () => {
  it('writes the template filled completely, requestCode as the request number', async () => {
    stubFetch({ '/api/response-templates': templates });
    const onPick = jest.fn();
    renderWithRemote(<TemplatePicker request={aRequest({ name: 'सुनीता बाई' })} onPick={onPick} />);
    await pick('1');
    expect(onPick).toHaveBeenCalledWith('Dear सुनीता बाई, your request CC-2026-000041 will be heard at the camp.');
    expect(onPick.mock.calls.flat().join('')).not.toContain('{{');
  });

  it('fills the Hindi text in Hindi', async () => {
    stubFetch({ '/api/response-templates': templates });
    const onPick = jest.fn();
    renderWithRemote(<TemplatePicker request={aRequest({ name: 'सुनीता बाई' })} onPick={onPick} />, { language: 'hi' });
    await pick('1');
    expect(onPick).toHaveBeenCalledWith('प्रिय सुनीता बाई, आपके अनुरोध CC-2026-000041 की सुनवाई शिविर में होगी।');
  });

  it('writes nothing and names the missing placeholder when the request cannot fill it', async () => {
    stubFetch({ '/api/response-templates': templates });
    const onPick = jest.fn();
    renderWithRemote(<TemplatePicker request={aRequest({ title: null })} onPick={onPick} />);
    const picker = await pick('2');
    expect(onPick).not.toHaveBeenCalled();
    expect(picker).toHaveAccessibleDescription(
      'This template needs the request title, which this request does not have. Nothing was filled in; write the remarks yourself.',
    );
  });

  it('says so in Hindi too', async () => {
    stubFetch({ '/api/response-templates': templates });
    const onPick = jest.fn();
    renderWithRemote(<TemplatePicker request={aRequest({ title: null })} onPick={onPick} />, { language: 'hi' });
    const picker = await pick('2');
    expect(onPick).not.toHaveBeenCalled();
    expect(picker).toHaveAccessibleDescription('इस टेम्पलेट के लिए अनुरोध का शीर्षक चाहिए, जो इस अनुरोध में नहीं है। कुछ भी नहीं भरा गया; टिप्पणी स्वयं लिखें।');
  });
});
