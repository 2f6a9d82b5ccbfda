/** A member tab's section: its h2 (the section's accessible name), an optional line under it and an action beside it. */
import type { ReactNode } from 'react';
import tab from '../tabs/tab.module.css';

interface TabSectionProps {
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** One head for every tab of the member area. */
export function TabSection({ titleId, title, subtitle, action, children }: TabSectionProps) {
  const heading = <h2 id={titleId} className={tab.title}>{title}</h2>;
  return (
    <section aria-labelledby={titleId}>
      <div className={tab.head}>
        {subtitle ? <div>{heading}<p className={tab.subtitle}>{subtitle}</p></div> : heading}
        {action}
      </div>
      {children}
    </section>
  );
}
