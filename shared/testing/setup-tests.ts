import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Jest runs a worker per core: a lazy page or dialog can take past the default second to appear on a busy machine.
configure({ asyncUtilTimeout: 3000 });
