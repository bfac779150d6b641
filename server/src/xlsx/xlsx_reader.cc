// The .xlsx reader: minizip over the uploaded bytes in memory (inflated parts capped), expat over
// the parts (no DTD, element names taken without their namespace prefix).
#include "xlsx/xlsx_reader.h"

#include <expat.h>
#include <unzip.h>

#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <memory>
#include <unordered_map>

namespace chelian::xlsx {
namespace {

constexpr char kMsgNotXlsx[] = "文件不是有效的xlsx表格，请使用模板填写后上传";
constexpr char kMsgTooLarge[] = "文件内容过大";

// ---- zip in memory ---------------------------------------------------------------------------

struct MemoryFile {
  const char* data;
  uint64_t size;
  uint64_t pos = 0;
};

voidpf ZCALLBACK MemOpen(voidpf opaque, const void*, int mode) {
  if ((mode & ZLIB_FILEFUNC_MODE_WRITE) != 0) return nullptr;
  static_cast<MemoryFile*>(opaque)->pos = 0;
  return opaque;
}
uLong ZCALLBACK MemRead(voidpf, voidpf stream, void* buf, uLong size) {
  auto* f = static_cast<MemoryFile*>(stream);
  uint64_t left = f->pos < f->size ? f->size - f->pos : 0;
  uLong n = static_cast<uLong>(std::min<uint64_t>(left, size));
  if (n > 0) std::memcpy(buf, f->data + f->pos, n);
  f->pos += n;
  return n;
}
uLong ZCALLBACK MemWrite(voidpf, voidpf, const void*, uLong) { return 0; }
ZPOS64_T ZCALLBACK MemTell(voidpf, voidpf stream) { return static_cast<MemoryFile*>(stream)->pos; }
long ZCALLBACK MemSeek(voidpf, voidpf stream, ZPOS64_T offset, int origin) {
  auto* f = static_cast<MemoryFile*>(stream);
  uint64_t base = 0;
  if (origin == ZLIB_FILEFUNC_SEEK_CUR)
    base = f->pos;
  else if (origin == ZLIB_FILEFUNC_SEEK_END)
    base = f->size;
  else if (origin != ZLIB_FILEFUNC_SEEK_SET)
    return -1;
  if (offset > f->size || base > f->size - offset) return -1;
  f->pos = base + offset;
  return 0;
}
int ZCALLBACK MemClose(voidpf, voidpf) { return 0; }
int ZCALLBACK MemError(voidpf, voidpf) { return 0; }

class Zip {
 public:
  Zip(std::string_view bytes) : file_{bytes.data(), bytes.size()} {
    zlib_filefunc64_def ff{MemOpen, MemRead, MemWrite, MemTell, MemSeek, MemClose, MemError, &file_};
    uf_ = unzOpen2_64("memory", &ff);
  }
  ~Zip() {
    if (uf_) unzClose(uf_);
  }
  Zip(const Zip&) = delete;
  Zip& operator=(const Zip&) = delete;

  bool ok() const { return uf_ != nullptr; }
  uint64_t entries() const {
    unz_global_info64 info{};
    return unzGetGlobalInfo64(uf_, &info) == UNZ_OK ? info.number_entry : UINT64_MAX;
  }

  // The inflated part `name` (letter case ignored); nullopt when absent. Errors: a damaged entry or
  // one larger than `cap` once inflated.
  Result<std::optional<std::string>> Read(const std::string& name, size_t cap) {
    if (unzLocateFile(uf_, name.c_str(), 2) != UNZ_OK) return std::optional<std::string>();
    if (unzOpenCurrentFile(uf_) != UNZ_OK) return InvalidArgument(kMsgNotXlsx);
    std::string out;
    char buf[64 * 1024];
    Status status = Status::Ok();
    for (;;) {
      int n = unzReadCurrentFile(uf_, buf, sizeof buf);
      if (n < 0) {
        status = InvalidArgument(kMsgNotXlsx);
        break;
      }
      if (n == 0) break;
      if (out.size() + static_cast<size_t>(n) > cap) {
        status = InvalidArgument(kMsgTooLarge);
        break;
      }
      out.append(buf, static_cast<size_t>(n));
    }
    int closed = unzCloseCurrentFile(uf_);  // UNZ_CRCERROR when the part was altered
    if (!status.ok()) return status;
    if (closed != UNZ_OK) return InvalidArgument(kMsgNotXlsx);
    return std::optional<std::string>(std::move(out));
  }

 private:
  MemoryFile file_;
  unzFile uf_ = nullptr;
};

// ---- XML -----------------------------------------------------------------------------------------

// The local part of a (possibly prefixed) XML name: "x:c" → "c".
std::string_view Local(const char* name) {
  std::string_view n(name);
  size_t colon = n.rfind(':');
  return colon == std::string_view::npos ? n : n.substr(colon + 1);
}

const char* Attr(const char** attrs, std::string_view local) {
  for (int i = 0; attrs[i] && attrs[i + 1]; i += 2)
    if (Local(attrs[i]) == local) return attrs[i + 1];
  return nullptr;
}

// Streams `xml` through expat to a handler with Start(local, attrs), End(local) and Text(s, len);
// a handler stops the parse by setting `error`.
struct XmlHandler {
  virtual ~XmlHandler() = default;
  virtual void Start(std::string_view, const char**) {}
  virtual void End(std::string_view) {}
  virtual void Text(const char*, int) {}
  Status error = Status::Ok();
  XML_Parser parser = nullptr;
  void Stop(Status s) {
    if (error.ok()) error = std::move(s);
    XML_StopParser(parser, XML_FALSE);
  }
};

void XMLCALL OnStart(void* ud, const XML_Char* name, const XML_Char** attrs) {
  auto* h = static_cast<XmlHandler*>(ud);
  h->Start(Local(name), attrs);
}
void XMLCALL OnEnd(void* ud, const XML_Char* name) { static_cast<XmlHandler*>(ud)->End(Local(name)); }
void XMLCALL OnText(void* ud, const XML_Char* s, int len) { static_cast<XmlHandler*>(ud)->Text(s, len); }
void XMLCALL OnDoctype(void* ud, const XML_Char*, const XML_Char*, const XML_Char*, int) {
  // No DTD in an .xlsx part: refusing them rules out entity expansion of every kind.
  static_cast<XmlHandler*>(ud)->Stop(InvalidArgument(kMsgNotXlsx));
}

Status ParseXml(std::string_view xml, XmlHandler& h) {
  std::unique_ptr<std::remove_pointer_t<XML_Parser>, decltype(&XML_ParserFree)> p(XML_ParserCreate("UTF-8"),
                                                                                  &XML_ParserFree);
  if (!p) return Internal("XML parser unavailable");
  h.parser = p.get();
  XML_SetUserData(p.get(), &h);
  XML_SetElementHandler(p.get(), OnStart, OnEnd);
  XML_SetCharacterDataHandler(p.get(), OnText);
  XML_SetStartDoctypeDeclHandler(p.get(), OnDoctype);
  constexpr size_t kChunk = 1 << 20;
  size_t pos = 0;
  do {
    size_t n = std::min(kChunk, xml.size() - pos);
    bool last = pos + n == xml.size();
    if (XML_Parse(p.get(), xml.data() + pos, static_cast<int>(n), last ? XML_TRUE : XML_FALSE) != XML_STATUS_OK) {
      if (!h.error.ok()) return h.error;
      return InvalidArgument(kMsgNotXlsx);
    }
    if (!h.error.ok()) return h.error;
    pos += n;
  } while (pos < xml.size());
  return h.error;
}

// Appends text up to `cap` bytes, never cutting a UTF-8 sequence.
void AppendCapped(std::string& out, const char* s, size_t len, size_t cap) {
  if (out.size() >= cap) return;
  size_t room = cap - out.size();
  if (len > room) {
    len = room;
    while (len > 0 && (static_cast<unsigned char>(s[len]) & 0xC0) == 0x80) --len;
  }
  out.append(s, len);
}

// ---- parts ---------------------------------------------------------------------------------------

struct SharedStringsHandler : XmlHandler {
  const ReadLimits& limits;
  std::vector<std::string> out;
  int in_si = 0, in_t = 0, in_rph = 0;
  explicit SharedStringsHandler(const ReadLimits& l) : limits(l) {}
  void Start(std::string_view n, const char**) override {
    if (n == "si") {
      if (in_si++ == 0) {
        if (out.size() >= limits.max_shared_strings) return Stop(InvalidArgument(kMsgTooLarge));
        out.emplace_back();
      }
    } else if (n == "t") {
      ++in_t;
    } else if (n == "rPh") {
      ++in_rph;  // phonetic guide: not part of the text
    }
  }
  void End(std::string_view n) override {
    if (n == "si" && in_si > 0) --in_si;
    if (n == "t" && in_t > 0) --in_t;
    if (n == "rPh" && in_rph > 0) --in_rph;
  }
  void Text(const char* s, int len) override {
    if (in_si > 0 && in_t > 0 && in_rph == 0)
      AppendCapped(out.back(), s, static_cast<size_t>(len), limits.max_cell_bytes);
  }
};

struct WorksheetHandler : XmlHandler {
  const ReadLimits& limits;
  const std::vector<std::string>& shared;
  Sheet sheet;
  // The row being read.
  long long row_number = 0;
  std::vector<std::string> cells;
  bool in_row = false;
  // The cell being read.
  bool in_cell = false, in_v = false, in_is = false, in_t = false;
  int column = -1, next_column = 0;
  std::string type, value, inline_text;

  WorksheetHandler(const ReadLimits& l, const std::vector<std::string>& s) : limits(l), shared(s) {}

  void Start(std::string_view n, const char** attrs) override {
    if (n == "row") {
      in_row = true;
      long long r = 0;
      const char* ref = Attr(attrs, "r");
      if (ref) {
        std::string_view sv(ref);
        auto [p, ec] = std::from_chars(sv.data(), sv.data() + sv.size(), r);
        if (ec != std::errc() || r < 1 || r > 1048576) r = 0;
      }
      row_number = r > 0 ? r : row_number + 1;
      cells.clear();
      next_column = 0;
    } else if (n == "c" && in_row) {
      in_cell = true;
      const char* ref = Attr(attrs, "r");
      int col = ref ? ColumnOf(ref) : -1;
      column = col >= 0 ? col : next_column;
      next_column = column + 1;
      const char* t = Attr(attrs, "t");
      type = t ? t : "n";
      value.clear();
      inline_text.clear();
    } else if (in_cell && n == "v") {
      in_v = true;
    } else if (in_cell && n == "is") {
      in_is = true;
    } else if (in_is && n == "t") {
      in_t = true;
    }
  }

  void End(std::string_view n) override {
    if (n == "v") {
      in_v = false;
    } else if (n == "t") {
      in_t = false;
    } else if (n == "is") {
      in_is = false;
    } else if (n == "c" && in_cell) {
      in_cell = in_v = in_is = in_t = false;
      if (column < 0 || static_cast<size_t>(column) >= limits.max_columns) return;
      std::string text = CellText();
      if (text.empty()) return;
      if (cells.size() <= static_cast<size_t>(column)) cells.resize(static_cast<size_t>(column) + 1);
      cells[static_cast<size_t>(column)] = std::move(text);
    } else if (n == "row" && in_row) {
      in_row = false;
      if (cells.empty()) return;
      if (sheet.rows.size() >= limits.max_rows)
        return Stop(InvalidArgument("表格行数超过上限" + std::to_string(limits.max_rows) + "行"));
      sheet.rows.push_back({row_number, std::move(cells)});
      cells.clear();
    }
  }

  void Text(const char* s, int len) override {
    if (in_v) AppendCapped(value, s, static_cast<size_t>(len), limits.max_cell_bytes);
    if (in_t) AppendCapped(inline_text, s, static_cast<size_t>(len), limits.max_cell_bytes);
  }

  std::string CellText() const {
    if (type == "s") {
      size_t index = 0;
      auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), index);
      if (ec != std::errc() || index >= shared.size()) return "";
      return shared[index];
    }
    if (type == "inlineStr") return inline_text;
    if (type == "n") return NumberText(value);
    return value;  // str (a formula's text), b, e, d
  }
};

struct WorkbookHandler : XmlHandler {
  std::string first_sheet_rid, first_sheet_name;
  bool found = false;
  void Start(std::string_view n, const char** attrs) override {
    if (n != "sheet" || found) return;
    found = true;
    const char* id = Attr(attrs, "id");
    const char* name = Attr(attrs, "name");
    first_sheet_rid = id ? id : "";
    first_sheet_name = name ? name : "";
  }
};

struct RelsHandler : XmlHandler {
  std::string wanted, target;
  void Start(std::string_view n, const char** attrs) override {
    if (n != "Relationship" || !target.empty()) return;
    const char* id = Attr(attrs, "Id");
    const char* t = Attr(attrs, "Target");
    if (id && t && wanted == id) target = t;
  }
};

// The zip path of a workbook relationship's target.
std::string PartPath(std::string target) {
  if (!target.empty() && target.front() == '/') return target.substr(1);
  std::string base = "xl/";
  while (target.compare(0, 3, "../") == 0) {
    target.erase(0, 3);
    base.clear();
  }
  return base + target;
}

}  // namespace

int ColumnOf(std::string_view ref) {
  long col = 0;
  size_t i = 0;
  for (; i < ref.size() && i < 3; ++i) {
    char c = ref[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c < 'A' || c > 'Z') break;
    col = col * 26 + (c - 'A' + 1);
  }
  if (i == 0 || col > 16384) return -1;
  if (i < ref.size() && ref[i] >= 'A' && ref[i] <= 'Z') return -1;  // a fourth letter
  return static_cast<int>(col - 1);
}

std::string NumberText(std::string_view v) {
  while (!v.empty() && (v.front() == ' ' || v.front() == '\t')) v.remove_prefix(1);
  while (!v.empty() && (v.back() == ' ' || v.back() == '\t')) v.remove_suffix(1);
  if (v.empty()) return "";
  std::string_view digits = v.front() == '-' ? v.substr(1) : v;
  if (!digits.empty() && digits.find_first_not_of("0123456789") == std::string_view::npos) return std::string(v);
  double x = 0;
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
  if (ec != std::errc() || p != v.data() + v.size() || !std::isfinite(x)) return std::string(v);
  char buf[64];
  if (x == std::floor(x) && std::fabs(x) < 1e15) {
    auto r = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(x));
    return std::string(buf, r.ptr);
  }
  auto r = std::to_chars(buf, buf + sizeof buf, x);
  return std::string(buf, r.ptr);
}

Result<std::vector<std::string>> ParseSharedStrings(std::string_view xml, const ReadLimits& limits) {
  SharedStringsHandler h(limits);
  if (Status s = ParseXml(xml, h); !s.ok()) return s;
  return std::move(h.out);
}

Result<Sheet> ParseWorksheet(std::string_view xml, const std::vector<std::string>& shared, const ReadLimits& limits) {
  WorksheetHandler h(limits, shared);
  if (Status s = ParseXml(xml, h); !s.ok()) return s;
  return std::move(h.sheet);
}

Result<Sheet> ReadFirstSheet(std::string_view file, const ReadLimits& limits) {
  if (file.size() > limits.max_file_bytes)
    return InvalidArgument("文件不能超过" + std::to_string(limits.max_file_bytes >> 20) + "MB");
  if (file.size() < 4 || file.substr(0, 2) != "PK") return InvalidArgument(kMsgNotXlsx);
  Zip zip(file);
  if (!zip.ok() || zip.entries() > limits.max_entries) return InvalidArgument(kMsgNotXlsx);

  std::string sheet_path = "xl/worksheets/sheet1.xml", sheet_name;
  auto workbook = zip.Read("xl/workbook.xml", limits.max_part_bytes);
  if (!workbook.ok()) return workbook.status();
  if (!*workbook) return InvalidArgument(kMsgNotXlsx);
  WorkbookHandler wb;
  if (Status s = ParseXml(**workbook, wb); !s.ok()) return s;
  sheet_name = wb.first_sheet_name;
  if (!wb.first_sheet_rid.empty()) {
    auto rels = zip.Read("xl/_rels/workbook.xml.rels", limits.max_part_bytes);
    if (!rels.ok()) return rels.status();
    if (*rels) {
      RelsHandler rh;
      rh.wanted = wb.first_sheet_rid;
      if (Status s = ParseXml(**rels, rh); !s.ok()) return s;
      if (!rh.target.empty()) sheet_path = PartPath(rh.target);
    }
  }

  std::vector<std::string> shared;
  auto shared_xml = zip.Read("xl/sharedStrings.xml", limits.max_part_bytes);
  if (!shared_xml.ok()) return shared_xml.status();
  if (*shared_xml) {
    auto parsed = ParseSharedStrings(**shared_xml, limits);
    if (!parsed.ok()) return parsed.status();
    shared = std::move(*parsed);
  }

  auto sheet_xml = zip.Read(sheet_path, limits.max_part_bytes);
  if (!sheet_xml.ok()) return sheet_xml.status();
  if (!*sheet_xml) return InvalidArgument(kMsgNotXlsx);
  auto sheet = ParseWorksheet(**sheet_xml, shared, limits);
  if (!sheet.ok()) return sheet.status();
  sheet->name = sheet_name;
  return sheet;
}

}  // namespace chelian::xlsx
