import type { ReactNode } from "react";

type TitledSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
};

/** A section named by its own heading. */
export function TitledSection({ id, title, level = 2, className, titleClassName, children }: TitledSectionProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
