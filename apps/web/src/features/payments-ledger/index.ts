export { useLedger, useLedgerFilters } from './api/ledger-queries'
export { LedgerView } from './components/ledger-view'
