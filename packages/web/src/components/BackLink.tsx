import { Link } from 'react-router';

/** "Back" link above a section page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-link back-link">
      <span aria-hidden="true">‹ </span>
      {children}
    </Link>
  );
}
