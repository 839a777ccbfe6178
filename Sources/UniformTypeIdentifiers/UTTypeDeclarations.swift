import Foundation

/// One declared type: its name, the types it conforms to directly, its tags and description.
struct UTTypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String?
}

/// The declared types, found by name, extension and MIME type. The system's are the common
/// ones of Apple's declarations; app types made with `importedAs`/`exportedAs` join them.
final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()
    private let lock = NSLock()
    private var byIdentifier: [String: UTTypeDeclaration] = [:]
    private var byExtension: [String: String] = [:]
    private var byMIME: [String: String] = [:]

    private init() {
        for d in Self.system { declare(d) }
    }

    func declare(_ d: UTTypeDeclaration) {
        lock.lock(); defer { lock.unlock() }
        guard byIdentifier[d.identifier] == nil else { return }
        byIdentifier[d.identifier] = d
        for e in d.extensions where byExtension[e] == nil { byExtension[e] = d.identifier }
        for m in d.mimeTypes where byMIME[m] == nil { byMIME[m] = d.identifier }
    }

    func declaration(_ identifier: String) -> UTTypeDeclaration? { lock.lock(); defer { lock.unlock() }; return byIdentifier[identifier] }
    func declaration(forExtension e: String) -> UTTypeDeclaration? {
        lock.lock(); defer { lock.unlock() }
        return byExtension[e].flatMap { byIdentifier[$0] }
    }
    func declaration(forMIMEType m: String) -> UTTypeDeclaration? {
        lock.lock(); defer { lock.unlock() }
        return byMIME[m].flatMap { byIdentifier[$0] }
    }

    /// Every identifier `d` conforms to, through its parents' parents.
    func ancestors(of d: UTTypeDeclaration) -> Set<String> {
        var seen = Set<String>(), stack = d.conformsTo
        while let id = stack.popLast() {
            guard seen.insert(id).inserted else { continue }
            if let parent = declaration(id) { stack += parent.conformsTo }
        }
        return seen
    }

    private static func t(_ id: String, _ parents: [String], _ ext: [String] = [], _ mime: [String] = [], _ text: String? = nil) -> UTTypeDeclaration {
        UTTypeDeclaration(identifier: id, conformsTo: parents, extensions: ext, mimeTypes: mime, description: text)
    }

    /// The system's types (Apple's identifiers and hierarchy).
    static let system: [UTTypeDeclaration] = [
        t("public.item", [], [], [], "item"),
        t("public.content", [], [], [], "content"),
        t("public.composite-content", ["public.content"]),
        t("public.data", ["public.item"], [], ["application/octet-stream"], "data"),
        t("public.directory", ["public.item"], [], [], "folder"),
        t("public.folder", ["public.directory"], [], [], "folder"),
        t("public.volume", ["public.folder"]),
        t("com.apple.package", ["public.directory"]),
        t("com.apple.bundle", ["public.directory"]),
        t("com.apple.application", ["public.data"]),
        t("public.executable", ["public.data"], [], [], "executable"),
        t("public.symlink", ["public.item"]),
        t("com.apple.alias-file", ["public.data"]),
        t("public.url", ["public.data"], [], [], "URL"),
        t("public.file-url", ["public.url"], [], [], "file URL"),
        t("public.url-name", ["public.utf8-plain-text"]),
        t("public.text", ["public.data", "public.content"], [], ["text/*"], "text"),
        t("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
        t("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], "Unicode text"),
        t("public.utf16-plain-text", ["public.plain-text"], [], [], "UTF-16 text"),
        t("public.utf16-external-plain-text", ["public.plain-text"]),
        t("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"]),
        t("public.delimited-values-text", ["public.text"]),
        t("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], "CSV document"),
        t("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "TSV document"),
        t("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "RTF document"),
        t("public.html", ["public.text"], ["html", "htm", "shtml"], ["text/html"], "HTML document"),
        t("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML document"),
        t("public.xhtml", ["public.xml"], ["xhtml", "xht"], ["application/xhtml+xml"]),
        t("public.json", ["public.text"], ["json"], ["application/json"], "JSON document"),
        t("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML document"),
        t("public.log", ["public.plain-text"], ["log"], [], "log file"),
        t("public.source-code", ["public.plain-text"], [], [], "source code"),
        t("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
        t("public.c-source", ["public.source-code"], ["c"], ["text/x-c"]),
        t("public.c-header", ["public.source-code"], ["h"]),
        t("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cc", "cxx"]),
        t("public.objective-c-source", ["public.source-code"], ["m"]),
        t("public.script", ["public.source-code"]),
        t("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh"]),
        t("public.python-script", ["public.script"], ["py"], ["text/x-python-script"]),
        t("com.netscape.javascript-source", ["public.source-code"], ["js", "mjs"], ["text/javascript", "application/javascript"]),
        t("net.daringfireball.markdown", ["public.plain-text"], ["md", "markdown"], ["text/markdown"], "Markdown document"),
        t("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        t("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"]),
        t("com.apple.binary-property-list", ["com.apple.property-list"]),
        t("public.image", ["public.data", "public.content"], [], ["image/*"], "image"),
        t("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        t("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"], "JPEG image"),
        t("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        t("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        t("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], "BMP image"),
        t("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"]),
        t("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        t("public.heif-standard", ["public.image"], ["heif"], ["image/heif"]),
        t("public.heif", ["public.heif-standard"]),
        t("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        t("public.svg-image", ["public.image", "public.xml"], ["svg", "svgz"], ["image/svg+xml"], "SVG image"),
        t("public.camera-raw-image", ["public.image"], ["dng", "cr2", "nef", "arw"], [], "raw image"),
        t("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        t("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        t("public.movie", ["public.audiovisual-content"], [], ["video/*"], "movie"),
        t("public.video", ["public.movie"], [], [], "video"),
        t("public.audio", ["public.audiovisual-content"], [], ["audio/*"], "audio"),
        t("public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4"], "MPEG-4 movie"),
        t("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        t("public.mpeg", ["public.movie"], ["mpeg", "mpg"], ["video/mpeg"]),
        t("public.avi", ["public.movie"], ["avi"], ["video/avi", "video/x-msvideo"]),
        t("org.webmproject.webm", ["public.movie"], ["webm"], ["video/webm"], "WebM movie"),
        t("org.matroska.mkv", ["public.movie"], ["mkv"], ["video/x-matroska"], "Matroska movie"),
        t("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"], "MP3 audio"),
        t("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a"], ["audio/mp4"], "MPEG-4 audio"),
        t("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/x-wav"], "WAVE audio"),
        t("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff"], "AIFF audio"),
        t("org.xiph.flac", ["public.audio"], ["flac"], ["audio/flac"], "FLAC audio"),
        t("org.xiph.ogg-audio", ["public.audio"], ["ogg", "oga"], ["audio/ogg"], "Ogg audio"),
        t("public.archive", ["public.data"], [], [], "archive"),
        t("com.pkware.zip-archive", ["public.archive"], ["zip"], ["application/zip"], "ZIP archive"),
        t("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip", "application/x-gzip"], "gzip archive"),
        t("public.tar-archive", ["public.archive"], ["tar"], ["application/x-tar"], "tar archive"),
        t("public.bzip2-archive", ["public.archive"], ["bz2", "bzip2"], ["application/x-bzip2"]),
        t("org.7-zip.7-zip-archive", ["public.archive"], ["7z"], ["application/x-7z-compressed"]),
        t("public.font", ["public.data", "public.content"], [], ["font/*"], "font"),
        t("public.truetype-ttf-font", ["public.font"], ["ttf"], ["font/ttf"]),
        t("public.opentype-font", ["public.font"], ["otf"], ["font/otf"]),
        t("public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], "vCard"),
        t("com.apple.ical.ics", ["public.text"], ["ics"], ["text/calendar"], "iCalendar"),
        t("public.calendar-event", ["public.item"]),
        t("public.message", ["public.data", "public.content"]),
        t("com.apple.mail.email", ["public.message"], ["eml"], ["message/rfc822"], "email message"),
        t("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
        t("public.presentation", ["public.composite-content"], [], [], "presentation"),
        t("public.database", ["public.data"], ["db", "sqlite"], ["application/vnd.sqlite3"], "database"),
        t("org.openxmlformats.wordprocessingml.document", ["public.data", "public.composite-content"], ["docx"],
          ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"], "Word document"),
        t("org.openxmlformats.spreadsheetml.sheet", ["public.data", "public.spreadsheet"], ["xlsx"],
          ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], "Excel spreadsheet"),
        t("org.openxmlformats.presentationml.presentation", ["public.data", "public.presentation"], ["pptx"],
          ["application/vnd.openxmlformats-officedocument.presentationml.presentation"], "PowerPoint presentation"),
        t("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB book"),
        t("com.pixar.universal-scene-description-mobile", ["public.data", "public.content"], ["usdz"], ["model/vnd.usdz+zip"]),
        t("public.3d-content", ["public.content"]),
        t("com.apple.uikit.color", ["public.data"]),
    ]
}
