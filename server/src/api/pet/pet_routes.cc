// Handlers of the pets' own calls: list, get, add (with the tracker: GPRS-手表 or GPRS-H02, protocol
// from the registry), update, delete, and the photo (multipart upload, file read back).
#include "api/pet/pet_routes.h"

#include <boost/json/array.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "api/envelope.h"
#include "api/paging.h"
#include "api/pet/pet_json.h"
#include "api/shared_file.h"
#include "core/strings.h"
#include "net/form.h"
#include "protocol/registry.h"
#include "store/operation_log_repo.h"

namespace chelian::api {
namespace {

namespace fs = std::filesystem;

constexpr size_t kMaxPhotoBytes = 2 * 1024 * 1024;

void Log(store::Connection& conn, const ApiCall& call, const char* action, const std::string& name, long long id,
         const std::string& detail, long long now) {
  const auto& session = call.session();
  (void)store::AppendOperation(conn, {session.user_id, session.username, session.group_id}, {action, name, id, detail},
                               now);
}

net::HttpResponse List(PetApi& api, ApiCall& call) {
  PageParams page = ReadPage(call, 12, 200);
  store::PetQuery q;
  q.keyword = Trim(call.ParamOr("keyword", ""));
  q.lost_only = call.IntParam("lostOnly").value_or(0) == 1;
  q.limit = page.page_size;
  q.offset = static_cast<long long>(page.page_number - 1) * page.page_size;
  auto conn = api.s.db.Acquire();
  auto pets = store::ListPets(*conn, call.session().scope(), q);
  if (!pets.ok()) return FromStatus(pets.status());
  boost::json::array data;
  long long now = api.s.now();
  for (const store::PetRow& p : pets->rows) data.push_back(PetJson(p, now, api.s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), pets->total, page));
}

net::HttpResponse Get(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  auto conn = api.s.db.Acquire();
  auto pet = store::GetPet(*conn, call.session().scope(), *id);
  if (!pet.ok()) return FromStatus(pet.status());
  return Ok(PetJson(*pet, api.s.now(), api.s.options.utc_offset_minutes));
}

net::HttpResponse Add(PetApi& api, ApiCall& call) {
  auto in = ReadPetInput(call);
  if (!in.ok()) return FromStatus(in.status());
  if (in->terminal_no.empty()) return Fail(kFlagFail, "请输入定位器的设备号");
  if (in->terminal_type != "GPRS-手表" && in->terminal_type != "GPRS-H02")
    return Fail(kFlagFail, "宠物定位器只支持GPRS-手表和GPRS-H02");
  in->protocol = std::string(ProtocolOfTerminalType(in->terminal_type).name);
  auto conn = api.s.db.Acquire();
  long long now = api.s.now();
  auto id = store::CreatePet(*conn, call.session().scope(), *in, now);
  if (!id.ok()) return FromStatus(id.status());
  Log(*conn, call, "pet.add", in->name, *id, "添加宠物，定位器" + in->terminal_no, now);
  if (api.s.devices_changed) api.s.devices_changed();
  return Ok(boost::json::object{{"id", *id}});
}

net::HttpResponse Update(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  auto in = ReadPetInput(call);
  if (!in.ok()) return FromStatus(in.status());
  auto conn = api.s.db.Acquire();
  if (Status s = store::UpdatePet(*conn, call.session().scope(), *id, *in); !s.ok()) return FromStatus(s);
  Log(*conn, call, "pet.update", in->name, *id, "修改宠物资料", api.s.now());
  return Ok();
}

net::HttpResponse Delete(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  auto conn = api.s.db.Acquire();
  auto pet = store::GetPet(*conn, call.session().scope(), *id);
  if (!pet.ok()) return FromStatus(pet.status());
  if (Status s = store::DeletePet(*conn, call.session().scope(), *id); !s.ok()) return FromStatus(s);
  Log(*conn, call, "pet.delete", pet->name, *id, "删除宠物", api.s.now());
  if (api.s.devices_changed) api.s.devices_changed();
  return Ok();
}

// The image type of `bytes` from its first bytes ("jpg", "png"), empty for anything else.
std::string ImageType(const std::string& bytes) {
  if (bytes.size() > 3 && static_cast<unsigned char>(bytes[0]) == 0xFF && static_cast<unsigned char>(bytes[1]) == 0xD8)
    return "jpg";
  if (bytes.size() > 8 && bytes.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0) return "png";
  return "";
}

net::HttpResponse UploadPhoto(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  const net::HttpRequest& req = call.request();
  std::string boundary = net::MultipartBoundary(req.Header("Content-Type"));
  if (boundary.empty()) return Fail(kFlagFail, "请选择要上传的照片");
  auto form = net::ParseMultipart(req.body, boundary);
  if (!form.ok()) return Fail(kFlagFail, "请求参数格式错误");
  const net::UploadedFile* file = nullptr;
  for (const auto& f : form->files)
    if (!file || (f.field == "file" && file->field != "file")) file = &f;
  if (!file || file->data.empty()) return Fail(kFlagFail, "请选择要上传的照片");
  if (file->data.size() > kMaxPhotoBytes) return Fail(kFlagFail, "照片不能超过2MB");
  std::string type = ImageType(file->data);
  if (type.empty()) return Fail(kFlagFail, "只能上传jpg或png格式的照片");
  auto conn = api.s.db.Acquire();
  auto pet = store::GetPet(*conn, call.session().scope(), *id);
  if (!pet.ok()) return FromStatus(pet.status());
  // A new name for every upload, so that a copy another node of a cluster keeps is never stale.
  std::string name = std::to_string(*id) + "_" + std::to_string(api.s.now()) + "." + type;
  std::error_code ec;
  fs::create_directories(fs::path(api.media_dir) / "pets", ec);
  std::ofstream out(fs::path(api.media_dir) / "pets" / name, std::ios::binary | std::ios::trunc);
  out.write(file->data.data(), static_cast<std::streamsize>(file->data.size()));
  if (!out) return Fail(kFlagFail, "照片保存失败");
  out.close();
  if (Status s = store::SetPetPhoto(*conn, call.session().scope(), *id, name, api.s.node_id); !s.ok()) {
    fs::remove(fs::path(api.media_dir) / "pets" / name, ec);
    return FromStatus(s);
  }
  if (!pet->photo.empty() && pet->photo != name) fs::remove(fs::path(api.media_dir) / "pets" / pet->photo, ec);
  Log(*conn, call, "pet.photo", pet->name, *id, "上传照片", api.s.now());
  return Ok();
}

net::HttpResponse Photo(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  auto conn = api.s.db.Acquire();
  auto pet = store::GetPet(*conn, call.session().scope(), *id);
  if (!pet.ok()) return FromStatus(pet.status());
  if (pet->photo.empty()) return Fail(kFlagFail, "该宠物还没有照片", 0, 404);
  const fs::path local = fs::path(api.media_dir) / "pets" / pet->photo;
  if (Status here = EnsureLocalFile(api.s, pet->photo_node, "media", "pets/" + pet->photo, local.string()); !here.ok())
    return Fail(kFlagFail,
                here.code() == StatusCode::kUnavailable ? "文件所在节点暂时无法访问，请稍后再试" : "照片文件不存在", 0,
                here.code() == StatusCode::kUnavailable ? 503 : 404);
  std::ifstream in(local, std::ios::binary);
  if (!in) return Fail(kFlagFail, "照片文件不存在", 0, 404);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  net::HttpResponse res;
  res.content_type = pet->photo.ends_with(".png") ? "image/png" : "image/jpeg";
  res.body = bytes.str();
  res.compressible = false;
  res.SetHeader("Cache-Control", "private, no-cache");
  return res;
}

}  // namespace

void RegisterPetRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                       CommandApiOptions commands, std::string media_dir) {
  auto api = std::make_shared<PetApi>(PetApi{services, tracker, commands, std::move(media_dir)});
  auto route = [&router, api](const char* path, net::HttpResponse (*fn)(PetApi&, ApiCall&)) {
    router.Add(path, Access::kSession, [api, fn](ApiCall& c) { return fn(*api, c); });
  };
  route("/car/v4/api/pet/list.json", List);
  route("/car/v4/api/pet/get.json", Get);
  route("/car/v4/api/pet/add.json", Add);
  route("/car/v4/api/pet/update.json", Update);
  route("/car/v4/api/pet/delete.json", Delete);
  route("/car/v4/api/pet/uploadPhoto.json", UploadPhoto);
  route("/car/v4/api/pet/photo.json", Photo);
  RegisterPetCareRoutes(router, api);
}

}  // namespace chelian::api
