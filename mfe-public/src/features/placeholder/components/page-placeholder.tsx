import { ButtonLink } from '@society/web-kit';

/** A page whose content is still being written: its title and a way on. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="pub-placeholder wk-container" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="pub-placeholder__text wk-reading">
        This page is being prepared. Meanwhile you can support a child's education or write to us.
      </p>
      <div className="pub-actions">
        <ButtonLink to="/support/donate">Sponsor A Child</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
