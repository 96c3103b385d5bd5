// The strings of the share / embed / import-export / game-list features, in the same
// three languages as i18n.h (kept in their own table so those features stay in their
// own files). Looked up with tr(SStr) in the current language (i18n.h lang()).
#pragma once

#include "i18n.h"

namespace xqweb {

enum class SStr {
  Import,
  Export,
  Games,
  Start,
  FullPage,
  FullPageBlocked,
  Imported,
  ImportFailed,
  ImportTitle,
  ImportHint,
  OpenFile,
  ExportTitle,
  ExportPgn,
  ExportDhtmlxq,
  ExportFen,
  ExportPng,
  ExportXqf,
  XqfReady,
  XqfCannot,
  LibraryTitle,
  LibrarySearch,
  LibraryMore,
  LibraryOpen,
  Encoding,
  EncodingUnsure,
  Copy,
  Download,
  Copied,
  CopyEmbed,
  EmbedCopied,
  GamesTitle,
  NoGames,
  Replay,
  Share,
  Delete,
  Ongoing,
  MovesCount,
  LibraryKeep,
  LibraryKept,
  LibraryTooBig,
  LibraryStorageFull,
  SavedLibraries,
  OpenLibrary,
  LibraryGone,
  KeptInProgress,
  Count
};

const char* tr(SStr s);

}  // namespace xqweb
