import { screen } from '@testing-library/react';
import { stubFetch } from '@cc/api-client/testing';
import { citizen, renderCitizenApp } from '../test/render-citizen-app';

const locations = [
  { id: 2, type: 'district', name: 'Raisen', nameHi: 'रायसेन', code: 'raisen', value: 'raisen', parentId: 1, isActive: true },
  { id: 10, type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', code: 'raisen:bhojpur', value: 'bhojpur', parentId: 2, isActive: true },
];

describe('the signed-in request form starts from the profile', () => {
  it('fills name, phone, district, Vidhan Sabha and address from the citizen profile, all editable', async () => {
    stubFetch({ '/api/locations': locations, '/api/request-types': [], '/api/captcha': { token: 't', question: 'What is 1 plus 1?' } });
    renderCitizenApp('/citizen/new', { user: { ...citizen, address: 'Ward 5, Bhojpur' } });
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Ramesh Kumar');
    expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('9876543210');
    expect(await screen.findByRole('option', { name: 'Bhojpur' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^District/)).toHaveValue('raisen');
    expect(screen.getByLabelText(/Vidhan Sabha/)).toHaveValue('bhojpur');
    expect(screen.getByLabelText(/Full Address/)).toHaveValue('Ward 5, Bhojpur');
    expect(screen.getByLabelText(/Full Address/)).toBeEnabled();
  });
});
