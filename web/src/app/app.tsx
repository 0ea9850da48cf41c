import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

export function App() {
  return (
    <BrowserRouter>
      <header>
        <nav aria-label="Principal">
          <Link to="/">Inicio</Link>
        </nav>
      </header>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
