/**
 * A section whose data could not be loaded (docs/product/shell.md §8): the message is announced, and a retry
 * button loads it again while the rest of the account keeps working.
 */
import { Notice } from './Notice.tsx';

export interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function LoadError({ message, retryLabel, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="stack">
      <Notice tone="error">
        <p>{message}</p>
      </Notice>
      <div>
        <button type="button" className="btn btn-primary" aria-busy={retrying} onClick={() => !retrying && onRetry()}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
