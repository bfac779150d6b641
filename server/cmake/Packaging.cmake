# Install rules and the .deb (CPack): chelian-server in bin, the built console and the boundary
# data in share/chelian (the binary finds them beside its bin/), the configuration in /etc/chelian,
# the systemd units. Migrations are compiled into the binary. Build the package with
#   cpack --config build/CPackConfig.cmake -B build/package   (scripts/test-package.sh does).
include(GNUInstallDirs)
# Installing (and cpack) takes what is built as it is instead of building every target first.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

set(CHELIAN_PACKAGING_DIR ${CMAKE_SOURCE_DIR}/packaging)
install(TARGETS chelian-server RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/../web/dist/ DESTINATION ${CMAKE_INSTALL_DATADIR}/chelian/web OPTIONAL
        PATTERN ".build-stamp" EXCLUDE)
install(FILES ${CMAKE_SOURCE_DIR}/data/china-regions.bin DESTINATION ${CMAKE_INSTALL_DATADIR}/chelian/data)
# /etc/chelian whatever the prefix: where the installed binary looks (app/install_layout.h).
install(FILES ${CHELIAN_PACKAGING_DIR}/chelian.toml DESTINATION /etc/chelian)
install(FILES ${CHELIAN_PACKAGING_DIR}/chelian.service ${CHELIAN_PACKAGING_DIR}/chelian-backup.service
              ${CHELIAN_PACKAGING_DIR}/chelian-backup.timer DESTINATION lib/systemd/system)
install(FILES ${CMAKE_SOURCE_DIR}/../docs/operations.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME chelian)
set(CPACK_PACKAGE_VERSION 0.1.0)
set(CPACK_PACKAGE_VENDOR Chelian)
set(CPACK_PACKAGE_CONTACT "Chelian operators <root@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Chelian vehicle tracking server and web console")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION net)
# The runtime libraries come from dpkg-shlibdeps; adduser for the service's user (postinst).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "adduser")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CHELIAN_PACKAGING_DIR}/postinst ${CHELIAN_PACKAGING_DIR}/prerm
                                       ${CHELIAN_PACKAGING_DIR}/postrm ${CHELIAN_PACKAGING_DIR}/conffiles)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
