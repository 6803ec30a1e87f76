/**
 * My data to download (GDPR Art. 15 and 20, decision 025): one button that has the gateway
 * assemble everything the services hold about the customer and saves it as a JSON file, another
 * that shows the same export on the page to read and print (DataExportView). While it is
 * assembled the section shows progress; a section a service could not deliver is named, a
 * refusal (asked too often) or a failure says so, and the button stays usable.
 */
import { useState } from 'react';
import { Paper, Title } from '@mantine/core';
import { useExportMyData } from './useExportMyData.ts';
import type { MyDataSection } from '../../gql/schemaTypes.ts';
import { outcomeMessage } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { Notice } from '../../components/Notice.tsx';
import { DataExportView } from './DataExportView.tsx';

type Outcome =
  | { kind: 'saved'; fileName: string; unavailable: readonly MyDataSection[] }
  | { kind: 'shown'; content: string; unavailable: readonly MyDataSection[] }
  | { kind: 'error'; message: string };

/** Saves a text as a file through the browser's download. */
function saveFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DataExportSection() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // no-cache: the file's content stays out of the normalized cache.
  const [exportMyData, { loading }] = useExportMyData();

  /** Assembles the export, then saves it as the file or shows it on the page. */
  const run = async (as: 'file' | 'page') => {
    if (loading) return;
    setOutcome(null);
    const answer = await exportMyData({});
    if (answer.kind !== 'done') {
      setOutcome({ kind: 'error', message: outcomeMessage(t, answer) });
      return;
    }
    const unavailable = answer.result.unavailableSections;
    if (as === 'page') {
      setOutcome({ kind: 'shown', content: answer.result.content, unavailable });
      return;
    }
    saveFile(answer.result.fileName, answer.result.content);
    setOutcome({ kind: 'saved', fileName: answer.result.fileName, unavailable });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="data-export-title">
      <Title order={2} size="h3" id="data-export-title" mb="sm">
        {t('dataExport.title')}
      </Title>
      <p>{t('dataExport.intro')}</p>
      <div className="stack">
        <div className="row no-print">
          <button
            type="button"
            className="btn btn-outline"
            aria-busy={loading}
            aria-describedby="data-export-status"
            onClick={() => void run('file')}
          >
            {t('dataExport.download')}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-busy={loading}
            aria-describedby="data-export-status"
            onClick={() => void run('page')}
          >
            {t('dataExport.show')}
          </button>
        </div>
        <div id="data-export-status" role="status">
          {loading && (
            <div className="stack stack-tight">
              <span>{t('dataExport.inProgress')}</span>
              <progress className="data-export-progress" aria-label={t('dataExport.inProgress')} />
            </div>
          )}
        </div>
        {(outcome?.kind === 'saved' || outcome?.kind === 'shown') &&
          (outcome.kind === 'saved' || outcome.unavailable.length > 0) && (
            <Notice tone="info">
              {outcome.kind === 'saved' && <p>{t('dataExport.saved', { fileName: outcome.fileName })}</p>}
              {outcome.unavailable.length > 0 && (
                <p>
                  {t('dataExport.incomplete', {
                    sections: outcome.unavailable.map((section) => t(`dataExport.section.${section}`)).join(', '),
                  })}
                </p>
              )}
            </Notice>
          )}
        {outcome?.kind === 'error' && <Notice tone="error">{outcome.message}</Notice>}
        {outcome?.kind === 'shown' && <DataExportView content={outcome.content} />}
      </div>
    </Paper>
  );
}
