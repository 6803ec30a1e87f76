/**
 * Exports the customer's data as a JSON file. Not cached (no-cache): the file's content stays out
 * of the normalized cache.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ExportMyDataDocument } from './ExportMyData.generated.ts';

export function useExportMyData() {
  return useMutationOutcome(ExportMyDataDocument, 'exportMyData', { fetchPolicy: 'no-cache' });
}
