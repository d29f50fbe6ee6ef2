/* A cache prefetch hint, which Swift cannot express (for PathIndex.prefetch). */
static inline void tokenc_prefetch(const void *address) {
    __builtin_prefetch(address);
}
