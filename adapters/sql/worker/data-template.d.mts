// Types of data-template.mjs (plain JavaScript, run by the database thread).

/** The archive is not one unpackTarGz unpacks (a bad header, an entry kind it does not know, a path leaving the directory). */
export declare class TarError extends Error {
  readonly name: 'TarError';
}

/** Unpacks a gzip'd ustar archive of files and directories into `dir`, streaming. */
export declare function unpackTarGz(file: URL | string, dir: string): Promise<void>;

/** Fills a new, empty data directory from the template, when there is one; answers whether it did. */
export declare function fillFromTemplate(dir: string, file: URL | string): Promise<boolean>;
