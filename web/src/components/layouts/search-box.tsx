import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Header search box. The full search experience (search-ui) arrives in a later issue. */
export function SearchBox() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search.getHref(keyword.trim()));
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        Search Glowdex
      </label>
      <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id="header-search"
        type="search"
        className="search-box__input"
        placeholder="Search products, ingredients, brands"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
