/** A page with its title (h1) and, above it, an optional way back; `narrow` for forms and short texts. */
import type { ReactNode } from 'react';
import { BackLink } from './BackLink.tsx';
import { PageTitle } from './PageTitle.tsx';

export interface TitledPageProps {
  title: string;
  back?: { to: string; label: string };
  narrow?: boolean;
  /** The title takes the focus when the page appears (a new state of the same page). */
  focusTitle?: boolean;
  children?: ReactNode;
}

export function TitledPage({ title, back, narrow = false, focusTitle = false, children }: TitledPageProps) {
  return (
    <div className={narrow ? 'stack narrow' : 'stack'}>
      {back && (
        <div>
          <BackLink to={back.to}>{back.label}</BackLink>
        </div>
      )}
      <PageTitle focusOnMount={focusTitle}>{title}</PageTitle>
      {children}
    </div>
  );
}
