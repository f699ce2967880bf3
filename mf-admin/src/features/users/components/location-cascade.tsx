import { useTranslation } from 'react-i18next';
import { localized } from '@cc/i18n';
import { SelectField, type SelectOption } from '@cc/ui';
import type { LocationOption } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { useLocationChildren } from '../hooks/use-location-children';

type Level = 'district' | 'constituency' | 'mandal';

interface CascadeProps {
  values: Record<Level, string | boolean>;
  errors: Record<string, string | undefined>;
  disabled: boolean;
  onChange(name: Level, value: string): void;
}

/** Spec §5: district → Vidhan Sabha → mandal; children come by parentId and a new parent clears them. */
export function LocationCascade({ values, errors, disabled, onChange }: CascadeProps) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const district = String(values.district);
  const constituency = String(values.constituency);
  const districts = useLocationChildren(null, 'district');
  const districtId = districts.data?.find((location) => location.value === district)?.id;
  const constituencies = useLocationChildren(districtId, 'child');
  const constituencyId = constituencies.data?.find((location) => location.value === constituency)?.id;
  const mandals = useLocationChildren(constituencyId, 'child');

  // A value saved earlier that is no longer listed stays visible rather than silently blank.
  const options = (list: LocationOption[] | undefined, current: string): SelectOption[] => {
    const listed = (list ?? []).map((location) => ({ value: location.value, label: localized(language, location.name, location.nameHi) }));
    return current && !listed.some((option) => option.value === current) ? [...listed, { value: current, label: current }] : listed;
  };

  const select = (name: Level, list: LocationOption[] | undefined, clears: Level[], enabled: boolean) => (
    <SelectField
      label={t(`users.${name}`)}
      options={options(list, String(values[name]))}
      placeholder={t('users.choose')}
      value={String(values[name])}
      error={errors[name] ?? null}
      disabled={disabled || !enabled}
      onChange={(event) => {
        onChange(name, event.target.value);
        for (const child of clears) onChange(child, '');
      }}
    />
  );

  return (
    <>
      {select('district', districts.data, ['constituency', 'mandal'], true)}
      {select('constituency', constituencies.data, ['mandal'], !!district)}
      {select('mandal', mandals.data, [], !!constituency)}
    </>
  );
}
