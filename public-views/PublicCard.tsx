import type { ReactNode } from 'react';

/** A card of the public pages: a square picture (or the name's first letter), the name, a line under it, an action. */
export function PublicCard({ id, name, detail, imageURL, children }: { id: string; name: string; detail: string | null; imageURL: string | null; children?: ReactNode }) {
  return (
    <li className="public-card">
      {imageURL ? (
        <img className="public-card__image" src={imageURL} alt="" width={56} height={56} loading="lazy" decoding="async" />
      ) : (
        <span className="public-card__image public-card__image--letter" aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase()}
        </span>
      )}
      <div className="public-card__text">
        <h3 className="public-card__name" id={id}>
          {name}
        </h3>
        {detail ? <p className="public-card__detail">{detail}</p> : null}
      </div>
      {children}
    </li>
  );
}
