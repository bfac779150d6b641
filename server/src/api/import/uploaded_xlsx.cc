// The uploaded .xlsx of an import (uploaded_xlsx.h).
#include "api/import/uploaded_xlsx.h"

#include "core/strings.h"

namespace chelian::api {
namespace {

bool EndsWithXlsx(std::string_view name) {
  std::string lower = ToLower(name);
  return lower.size() >= 5 && lower.compare(lower.size() - 5, 5, ".xlsx") == 0;
}

}  // namespace

Result<std::string> UploadedXlsx(const ApiCall& call) {
  auto file = UploadedFileOf(call);
  if (!file.ok()) return file.status();
  if (!EndsWithXlsx(file->filename)) return InvalidArgument("只能上传xlsx格式的文件，请使用模板填写");
  return std::move(file->data);
}

Result<net::UploadedFile> UploadedFileOf(const ApiCall& call) {
  const net::HttpRequest& req = call.request();
  std::string boundary = net::MultipartBoundary(req.Header("Content-Type"));
  if (ToLower(req.Header("Content-Type")).find("multipart/form-data") == std::string::npos || boundary.empty())
    return InvalidArgument("请选择要上传的文件");
  auto form = net::ParseMultipart(req.body, boundary);
  if (!form.ok()) return InvalidArgument("请求参数格式错误");
  const net::UploadedFile* file = nullptr;
  for (const auto& f : form->files)
    if (!file || (f.field == "file" && file->field != "file")) file = &f;
  if (!file || file->data.empty()) return InvalidArgument("请选择要上传的文件");
  return *file;
}

}  // namespace chelian::api
