import type { RequestFormProps } from '@cc/request-form';
import type { SessionUser } from '@cc/types';

/**
 * What a signed-in citizen's request form starts from: who they are and where they live, as their
 * profile says (the place they file about is most often their own); every field stays editable.
 */
export function formStartFor(user: SessionUser | null): NonNullable<RequestFormProps['initialValues']> {
  if (!user) return {};
  return {
    name: user.name ?? '',
    phone: user.phone ?? '',
    district: user.district ?? '',
    block: user.district ? (user.constituency ?? '') : '',
    address: user.address ?? '',
  };
}
