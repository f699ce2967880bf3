import { useTranslation } from 'react-i18next';
import { TRANSPARENCY_PERIODS } from '@cc/validation';
import type { TransparencyFilters } from '@cc/types';
import { SelectField, type SelectOption } from '@cc/ui';
import styles from './transparency-page.module.css';

interface Props {
  filters: TransparencyFilters;
  districtOptions: SelectOption[];
  typeOptions: SelectOption[];
  onChange(filters: TransparencyFilters): void;
}

/** District, request type and period: each change reads the figures again (no submit button needed). */
export function TransparencyFiltersForm({ filters, districtOptions, typeOptions, onChange }: Props) {
  const { t } = useTranslation();
  const periods = TRANSPARENCY_PERIODS.map((months) => ({ value: String(months), label: t('transparency.lastMonths', { count: months }) }));
  return (
    <form className={styles.filters} aria-label={t('transparency.filters')} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('transparency.district')}
        placeholder={t('transparency.allDistricts')}
        options={districtOptions}
        value={filters.district ?? ''}
        onChange={(event) => onChange({ ...filters, district: event.target.value || undefined })}
      />
      <SelectField
        label={t('transparency.type')}
        placeholder={t('transparency.allTypes')}
        options={typeOptions}
        value={filters.type ?? ''}
        onChange={(event) => onChange({ ...filters, type: event.target.value || undefined })}
      />
      <SelectField
        label={t('transparency.period')}
        placeholder={t('transparency.allTime')}
        options={periods}
        value={filters.months ? String(filters.months) : ''}
        onChange={(event) => onChange({ ...filters, months: event.target.value ? Number(event.target.value) : undefined })}
      />
    </form>
  );
}
