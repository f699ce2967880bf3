import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@cc/i18n';
import type { AuditEntry } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import styles from './audit-log-tab.module.css';

type Fields = Record<string, unknown> | null;

/**
 * A stored value as an administrator reads it: text as it is (names, addresses: the record's own
 * data), yes or no for a flag and the password's changed / unchanged marker in the page's language,
 * nothing as a dash, anything else as JSON, cut short.
 */
function useShownValue() {
  const { t } = useTranslation();
  return (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (key === 'password' && (value === 'changed' || value === 'unchanged')) return t(`auditLog.password.${value}`);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  };
}

/** A field's name in the page's language; a field no one named yet shows as its stored key, as code. */
function FieldName({ name }: { name: string }) {
  const { t } = useTranslation();
  const label = t(`auditLog.fields.${name}`, { defaultValue: '' });
  return label ? <>{label}</> : <code>{name}</code>;
}

/**
 * What one admin write changed: each field, by its name in the page's language, with its value
 * before and after (a create has no before, a delete no after).
 */
function Changes({ before, after }: { before: Fields; after: Fields }) {
  const { t } = useTranslation();
  const shown = useShownValue();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <>{t('auditLog.noChanges')}</>;
  return (
    <ul className={styles.changes}>
      {keys.map((key) => (
        <li key={key}>
          <FieldName name={key} />: {before && key in before ? shown(key, before[key]) : null}
          {before && key in before && after && key in after ? ' → ' : null}
          {after && key in after ? shown(key, after[key]) : null}
        </li>
      ))}
    </ul>
  );
}

/** The audit log (ASVS 16.2.1): every admin write with who, when, from where and what changed; read-only. */
export function AuditLogTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<AuditEntry>('audit-log');
  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: t('auditLog.at'), cell: (entry) => formatDateTime(entry.at, language) },
    { key: 'actor', header: t('auditLog.actor'), cell: (entry) => entry.actorName ?? t('auditLog.unknownActor') },
    { key: 'action', header: t('auditLog.action'), cell: (entry) => t(`auditLog.actions.${entry.action}`, { defaultValue: entry.action }) },
    {
      key: 'record',
      header: t('auditLog.record'),
      cell: (entry) => {
        const kind = t(`auditLog.entities.${entry.entity}`, { defaultValue: entry.entity });
        // A row's number; a download names what was downloaded; the one settings record needs nothing.
        if (entry.entityId && /^\d+$/.test(entry.entityId)) return `${kind} #${entry.entityId}`;
        if (entry.entity === 'export' && entry.entityId) return `${kind}: ${t(`auditLog.exports.${entry.entityId}`, { defaultValue: entry.entityId })}`;
        return kind;
      },
    },
    { key: 'changes', header: t('auditLog.changes'), cell: (entry) => <Changes before={entry.before} after={entry.after} /> },
    { key: 'address', header: t('auditLog.address'), cell: (entry) => entry.ip ?? '' },
  ];
  return (
    <>
      <p>{t('auditLog.intro')}</p>
      <AdminList title={t('auditLog.title')} searchLabel={t('list.searchIn.auditLog')} list={list} columns={columns} emptyText={t('auditLog.empty')} />
    </>
  );
}
