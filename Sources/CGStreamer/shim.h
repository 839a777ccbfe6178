// GStreamer 1.x core, video frames and the app sink/source (Debian's libgstreamer1.0-dev, libgstreamer-plugins-base1.0-dev),
// with inline spellings of the macros and variadic calls Swift cannot import.
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/app/gstappsrc.h>
#include <gst/video/video.h>

static inline GstMessageType lamina_gst_message_type(GstMessage *m) { return GST_MESSAGE_TYPE(m); }
static inline GstObject *lamina_gst_message_source(GstMessage *m) { return GST_MESSAGE_SRC(m); }
static inline GstClockTime lamina_gst_buffer_pts(GstBuffer *b) { return GST_BUFFER_PTS(b); }
static inline GstClockTime lamina_gst_clock_time_none(void) { return GST_CLOCK_TIME_NONE; }
static inline GstAppSink *lamina_gst_appsink(GstElement *e) { return GST_APP_SINK(e); }
static inline GObject *lamina_gst_object(gpointer e) { return G_OBJECT(e); }
static inline void lamina_g_object_set_object(gpointer o, const char *name, gpointer value) {
    g_object_set(o, name, value, NULL);
}
static inline void lamina_g_object_set_double(gpointer o, const char *name, double value) {
    g_object_set(o, name, value, NULL);
}
static inline void lamina_g_object_set_bool(gpointer o, const char *name, gboolean value) {
    g_object_set(o, name, value, NULL);
}
static inline void lamina_g_object_set_string(gpointer o, const char *name, const char *value) {
    g_object_set(o, name, value, NULL);
}
static inline gint lamina_g_object_get_int(gpointer o, const char *name) {
    gint value = 0; g_object_get(o, name, &value, NULL); return value;
}
static inline double lamina_g_object_get_double(gpointer o, const char *name) {
    double value = 0; g_object_get(o, name, &value, NULL); return value;
}
static inline gboolean lamina_g_object_get_bool(gpointer o, const char *name) {
    gboolean value = 0; g_object_get(o, name, &value, NULL); return value;
}
static inline GstElement *lamina_gst_bin_child(GstElement *bin, const char *name) {
    return gst_bin_get_by_name(GST_BIN(bin), name);
}
static inline GstBus *lamina_gst_element_bus(GstElement *e) { return gst_element_get_bus(e); }
static inline void lamina_gst_buffer_set_times(GstBuffer *b, GstClockTime pts, GstClockTime duration) {
    GST_BUFFER_PTS(b) = pts;
    GST_BUFFER_DURATION(b) = duration;
}
static inline GstAppSrc *lamina_gst_appsrc(GstElement *e) { return GST_APP_SRC(e); }
static inline guint8 *lamina_gst_video_frame_plane(GstVideoFrame *f, int plane) { return GST_VIDEO_FRAME_PLANE_DATA(f, plane); }
static inline gint lamina_gst_video_frame_stride(GstVideoFrame *f, int plane) { return GST_VIDEO_FRAME_PLANE_STRIDE(f, plane); }
