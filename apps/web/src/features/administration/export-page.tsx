import { useState, type MouseEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SCROLL_CUE_SX } from './scroll-cue';
import { EXPORT_FORMATS, EXPORT_TABLES } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DICTIONARY_HREF, exportHref, filterQuery, newExportId } from './admin-api';
import { batchesQuery, dictionaryQuery } from './admin-queries';
import { isSignedOut, meQuery, useAdminContext } from './admin-session';
import { downloadFrom } from './download';
import { FigureFilters, useFigureFilters } from './figure-filters';
import { PageHeading } from './page-heading';

const TABLE_TEXT = {
  participants: {
    title: 'Participants',
    text: 'One row per student: a pseudonymous ID made for this export only, user type, DAST score and band, primary drug, scores and how far they got.',
  },
  events: {
    title: 'Events',
    text: 'Every answer as it was given, one row per answer (long format), with the same pseudonymous IDs as the participants file of this export. Texts the students typed themselves are left out.',
  },
} as const;

/**
 * One export's id while the page is open with the same filters: its two files share their
 * pseudonymous ids. Other filters (other students) are another export, with new ids.
 */
function useExportId(filterKey: string): string {
  const [current, setCurrent] = useState(() => ({ filterKey, id: newExportId() }));
  if (current.filterKey !== filterKey) {
    const next = { filterKey, id: newExportId() };
    setCurrent(next);
    return next.id;
  }
  return current.id;
}

/**
 * A download link's click: the session is checked first, since a file link answered 401 would
 * fail without a word (the browser saves nothing). An ended session opens the sign-in dialog
 * (useSessionEnded) and the page says the file was not downloaded; else the download starts.
 * An export for a batch reads the batch list instead (which checks the session as well): a
 * batch the address names that the institution does not have would also be refused without a
 * word, so the page says so.
 */
function useCheckedDownload(): {
  problem: string | null;
  download: (event: MouseEvent<HTMLAnchorElement>, filename?: string, batch?: string) => void;
} {
  const { tenant } = useAdminContext();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const download = (event: MouseEvent<HTMLAnchorElement>, filename = '', batch?: string) => {
    event.preventDefault();
    const url = event.currentTarget.href;
    setProblem(null);
    const check = batch
      ? queryClient
          .fetchQuery({ ...batchesQuery(tenant.id), staleTime: 0 })
          .then(({ batches }) => batches.some((known) => known.id === batch))
      : queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }).then(() => true);
    check.then(
      (found) => {
        if (found) downloadFrom(url, filename);
        else setProblem(UNKNOWN_BATCH);
      },
      (error: unknown) =>
        setProblem(
          isSignedOut(error)
            ? 'The file was not downloaded: your session had ended. Sign in again, then download it again.'
            : `The file was not downloaded: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
  };
  return { problem, download };
}

const UNKNOWN_BATCH =
  'The file was not downloaded: the batch named in this page’s address is not one of your institution’s batches. Choose a batch under “Which students”, then download it again.';

/** `/administration/export`: the pseudonymised data files and what each column means. */
export function ExportPage() {
  const { tenant } = useAdminContext();
  const filters = useFigureFilters();
  const exportId = useExportId(filterQuery(filters));
  const { problem, download } = useCheckedDownload();

  return (
    <>
      <PageHeading title="Export">
        Pseudonymised data files for {tenant.name}, for the students chosen below: no names and no
        access codes. The participants and events files you download here are one export: a student
        has the same made-up ID in both, so the two can be joined. Change the filters or open this
        page again and the IDs are made afresh, so files of different exports cannot be joined. Each
        download is recorded in the audit log with its filters.
      </PageHeading>
      <FigureFilters />
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          mb: 4,
        }}
      >
        {EXPORT_TABLES.map((table) => (
          <Paper key={table} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {TABLE_TEXT[table].title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {TABLE_TEXT[table].text}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {EXPORT_FORMATS.map((format) => (
                <Button
                  key={format}
                  variant={format === 'csv' ? 'contained' : 'outlined'}
                  href={exportHref(tenant.id, table, format, filters, exportId)}
                  download
                  onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                    download(event, '', filters.batch)
                  }
                  startIcon={<DownloadIcon aria-hidden />}
                >
                  {TABLE_TEXT[table].title} ({format.toUpperCase()})
                </Button>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
      <DataDictionary onDownload={download} />
    </>
  );
}

/** Every column of both files: its type, allowed values and where in the spec it comes from. */
function DataDictionary({
  onDownload,
}: {
  onDownload: (event: MouseEvent<HTMLAnchorElement>, filename?: string) => void;
}) {
  const dictionary = useQuery(dictionaryQuery());
  return (
    <Box component="section" aria-labelledby="data-dictionary">
      <Typography variant="h2" id="data-dictionary" sx={{ mb: 1 }}>
        Data dictionary
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What each column holds. Keep this file with the data: it is generated from the same
        definitions the server checks answers with. “Defined in” names the section of Clearpath’s
        documentation (the docs folder of its source code) that sets out each column.
      </Typography>
      <Button
        variant="outlined"
        href={DICTIONARY_HREF}
        download="clearpath-data-dictionary.json"
        onClick={(event: MouseEvent<HTMLAnchorElement>) =>
          onDownload(event, 'clearpath-data-dictionary.json')
        }
        startIcon={<DownloadIcon aria-hidden />}
        sx={{ mb: 3 }}
      >
        Data dictionary (JSON)
      </Button>
      {dictionary.isError ? (
        <Alert severity="error">{dictionary.error.message}</Alert>
      ) : (
        dictionary.data?.tables.map((table) => (
          <Box key={table.table} sx={{ mb: 4 }}>
            <Typography variant="h3" id={`dictionary-${table.table}`} sx={{ mb: 1 }}>
              {TABLE_TEXT[table.table].title}
            </Typography>
            <Typography sx={{ mb: 1 }}>{table.description}</Typography>
            <TableContainer
              tabIndex={0}
              role="region"
              aria-labelledby={`dictionary-${table.table}`}
              component={Paper}
              variant="outlined"
              sx={SCROLL_CUE_SX}
            >
              {/* Wide enough for the meanings to read as lines; on a phone it scrolls sideways. */}
              <Table
                size="small"
                aria-labelledby={`dictionary-${table.table}`}
                sx={{ minWidth: 760, '& td:nth-of-type(2)': { minWidth: 280 } }}
              >
                <TableHead>
                  <TableRow>
                    {['Column', 'Type', 'Meaning', 'Allowed values', 'Defined in'].map((label) => (
                      <TableCell key={label} component="th" scope="col">
                        {label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.columns.map((column) => (
                    <TableRow key={column.name}>
                      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                        {column.name}
                      </TableCell>
                      <TableCell>
                        {column.type}
                        {column.nullable ? ' or empty' : ''}
                      </TableCell>
                      <TableCell>{column.description}</TableCell>
                      <TableCell>{column.allowed?.join(', ') ?? ''}</TableCell>
                      <TableCell>{column.spec}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        ))
      )}
    </Box>
  );
}
